# win-scenario.gp: written by noirlab report. Run `gnuplot win-scenario.gp` in this folder to redraw
# win-scenario.png and win-scenario.svg from win-scenario.dat.
set terminal pngcairo size 800,619 font 'sans,13' noenhanced
set output 'win-scenario.png'
set title 'Detective win rate per scenario'
set ylabel 'Detective win rate (%)'
set yrange [0:78.2107]
set xrange [-0.6:13.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('t-men' 0, 'on-dangerous-ground' 1, 'touch-of-evil (rules off)' 2, 'stranger-on-the-third-floor' 3, 'the-street-with-no-name (rules off)' 4, 'split-second (rules off)' 5, 'doa (rules off)' 6, 'the-street-with-no-name' 7, 'split-second' 8, 'beginner' 9, 'panic-in-the-streets' 10, 'doa' 11, 'touch-of-evil' 12, 't-men (rules off)' 13)
set xtics rotate by -40 scale 0
set rmargin 15
set bmargin 15
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-scenario.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-scenario.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,619 font 'sans,13' noenhanced background '#ffffff'
set output 'win-scenario.svg'
replot
unset output
