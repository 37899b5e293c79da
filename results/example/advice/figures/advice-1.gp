# advice-1.gp: written by noirlab report. Run `gnuplot advice-1.gp` in this folder to redraw
# advice-1.png and advice-1.svg from advice-1.dat.
set terminal pngcairo size 1000,588 font 'sans,13' noenhanced
set output 'advice-1.png'
set title 'The rulebook''s advice: x - y per claim, heuristic:silenced=0.001 vs heuristic'
set xlabel 'x - y (percentage points)'
set yrange [12.5:-0.5]
set ytics ('A1 Psychopath-Cannibal confusion: supported' 0, 'A2 Radical overlaps Psychopath, Cannibal: supported' 1, 'A3 ...less than they overlap each other: contradicted' 2, 'A4 Terrorist-Cultist confusion: supported' 3, 'A5 ...less than Psychopath-Cannibal: contradicted' 4, 'A6 Spy-Cutthroat on On Dangerous Ground: supported' 5, 'A7 Killer hard for the Murderer: supported' 6, 'A8 Spy hard for the Murderer: contradicted' 7, 'A9 Sadist easy to spot: contradicted' 8, 'A10 Maniac easy for the Murderer: contradicted' 9, 'A11 Psychopath easy for the Murderer: contradicted' 10, 'A12 No surveillance at 5 murders: supported' 11, 'A13 ...at 4 murders: more: supported' 12)
set ytics scale 0
set grid xtics
unset key
set arrow from 0, graph 0 to 0, graph 1 nohead lc rgb '#2166ac' dt 2
set arrow from -3.0000, graph 0 to -3.0000, graph 1 nohead lc rgb '#555555' dt 3
set arrow from 3.0000, graph 0 to 3.0000, graph 1 nohead lc rgb '#555555' dt 3
plot 'advice-1.dat' using 2:1:3:4 with xerrorbars pt 7 lc rgb '#b2182b'
set terminal svg size 1000,588 font 'sans,13' noenhanced background '#ffffff'
set output 'advice-1.svg'
replot
unset output
