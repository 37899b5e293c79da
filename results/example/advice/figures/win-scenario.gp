# win-scenario.gp: written by noirlab report. Run `gnuplot win-scenario.gp` in this folder to redraw
# win-scenario.png and win-scenario.svg from win-scenario.dat.
set terminal pngcairo size 640,520 font 'sans,10' noenhanced
set output 'win-scenario.png'
set title 'Detective win rate per scenario'
set ylabel 'Detective win rate (%)'
set yrange [0:55.8413]
set xrange [-0.6:1.4]
set xtics ('beginner' 0, 'on-dangerous-ground' 1)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-scenario.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-scenario.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 640,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-scenario.svg'
replot
unset output
