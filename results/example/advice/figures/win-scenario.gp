# win-scenario.gp: written by noirlab report. Run `gnuplot win-scenario.gp` in this folder to redraw
# win-scenario.png and win-scenario.svg from win-scenario.dat.
set terminal pngcairo size 800,537 font 'sans,13' noenhanced
set output 'win-scenario.png'
set title 'Detective win rate per scenario'
set ylabel 'Detective win rate (%)'
set yrange [0:68.8706]
set xrange [-0.6:1.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('on-dangerous-ground' 0, 'beginner' 1)
set xtics rotate by -40 scale 0
set rmargin 8
set bmargin 10
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-scenario.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-scenario.dat' index 0 using ($1-0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-scenario.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic:silenced=0.001 vs heuristic', \
     'win-scenario.dat' index 1 using ($1+0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,537 font 'sans,13' noenhanced background '#ffffff'
set output 'win-scenario.svg'
replot
unset output
