# win-switches-random.gp: written by noirlab report. Run `gnuplot win-switches-random.gp` in this folder to redraw
# win-switches-random.png and win-switches-random.svg from win-switches-random.dat.
set terminal pngcairo size 640,440 font 'sans,13' noenhanced
set output 'win-switches-random.png'
set title 'Detective win rate per switch setting, random players'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:0.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('standard' 0)
set xtics scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-switches-random.dat' index 0 using ($1-0.2667):2:(0.2667) with boxes lc 1 title 'random vs random', \
     'win-switches-random.dat' index 0 using ($1-0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-switches-random.dat' index 1 using ($1+0.0000):2:(0.2667) with boxes lc 2 title 'random vs heuristic', \
     'win-switches-random.dat' index 1 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-switches-random.dat' index 2 using ($1+0.2667):2:(0.2667) with boxes lc 3 title 'heuristic vs random', \
     'win-switches-random.dat' index 2 using ($1+0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 640,440 font 'sans,13' noenhanced background '#ffffff'
set output 'win-switches-random.svg'
replot
unset output
