# win-set-random.gp: written by noirlab report. Run `gnuplot win-set-random.gp` in this folder to redraw
# win-set-random.png and win-set-random.svg from win-set-random.dat.
set terminal pngcairo size 800,557 font 'sans,13' noenhanced
set output 'win-set-random.png'
set title 'Detective win rate per motive set, random players'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:0.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Man+Sad+Cut+Vig+Kil+Ter' 0)
set xtics rotate by -40 scale 0
set rmargin 19
set bmargin 11
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-set-random.dat' index 0 using ($1-0.2667):2:(0.2667) with boxes lc 1 title 'random vs random', \
     'win-set-random.dat' index 0 using ($1-0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set-random.dat' index 1 using ($1+0.0000):2:(0.2667) with boxes lc 2 title 'random vs heuristic', \
     'win-set-random.dat' index 1 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set-random.dat' index 2 using ($1+0.2667):2:(0.2667) with boxes lc 3 title 'heuristic vs random', \
     'win-set-random.dat' index 2 using ($1+0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,557 font 'sans,13' noenhanced background '#ffffff'
set output 'win-set-random.svg'
replot
unset output
