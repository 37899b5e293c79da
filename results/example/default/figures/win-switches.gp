# win-switches.gp: written by noirlab report. Run `gnuplot win-switches.gp` in this folder to redraw
# win-switches.png and win-switches.svg from win-switches.dat.
set terminal pngcairo size 800,521 font 'sans,13' noenhanced
set output 'win-switches.png'
set title 'Detective win rate per switch setting'
set ylabel 'Detective win rate (%)'
set yrange [0:57.6844]
set xrange [-0.6:1.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('standard' 0, 'scenario_rules=0' 1)
set xtics rotate by -40 scale 0
set rmargin 14
set bmargin 9
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-switches.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-switches.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,521 font 'sans,13' noenhanced background '#ffffff'
set output 'win-switches.svg'
replot
unset output
