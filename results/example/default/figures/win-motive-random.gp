# win-motive-random.gp: written by noirlab report. Run `gnuplot win-motive-random.gp` in this folder to redraw
# win-motive-random.png and win-motive-random.svg from win-motive-random.dat.
set terminal pngcairo size 800,486 font 'sans,13' noenhanced
set output 'win-motive-random.png'
set title 'Detective win rate per true motive, random players'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:5.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Killer' 0, 'Maniac' 1, 'Sadist' 2, 'Vigilante' 3, 'Cutthroat' 4, 'Terrorist' 5)
set xtics rotate by -40 scale 0
set rmargin 8
set bmargin 7
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-motive-random.dat' index 0 using ($1-0.2667):2:(0.2667) with boxes lc 1 title 'random vs random', \
     'win-motive-random.dat' index 0 using ($1-0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive-random.dat' index 1 using ($1+0.0000):2:(0.2667) with boxes lc 2 title 'random vs heuristic', \
     'win-motive-random.dat' index 1 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive-random.dat' index 2 using ($1+0.2667):2:(0.2667) with boxes lc 3 title 'heuristic vs random', \
     'win-motive-random.dat' index 2 using ($1+0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,486 font 'sans,13' noenhanced background '#ffffff'
set output 'win-motive-random.svg'
replot
unset output
