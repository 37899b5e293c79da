# win-switches.gp: written by noirlab report. Run `gnuplot win-switches.gp` in this folder to redraw
# win-switches.png and win-switches.svg from win-switches.dat.
set terminal pngcairo size 800,532 font 'sans,13' noenhanced
set output 'win-switches.png'
set title 'Detective win rate per switch setting'
set ylabel 'Detective win rate (%)'
set yrange [0:69.1401]
set xrange [-0.6:2.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('standard' 0, 'surveillance_ban=5' 1, 'surveillance_ban=4' 2)
set xtics rotate by -40 scale 0
set rmargin 15
set bmargin 10
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-switches.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-switches.dat' index 0 using ($1-0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-switches.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic:silenced=0.001 vs heuristic', \
     'win-switches.dat' index 1 using ($1+0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,532 font 'sans,13' noenhanced background '#ffffff'
set output 'win-switches.svg'
replot
unset output
