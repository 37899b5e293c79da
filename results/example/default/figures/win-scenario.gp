# win-scenario.gp: written by noirlab report. Run `gnuplot win-scenario.gp` in this folder to redraw
# win-scenario.png and win-scenario.svg from win-scenario.dat.
set terminal pngcairo size 880,520 font 'sans,10' noenhanced
set output 'win-scenario.png'
set title 'Detective win rate per scenario'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:8.4]
set xtics ('beginner' 0, 't-men' 1, 'on-dangerous-ground' 2, 'touch-of-evil' 3, 'doa' 4, 'panic-in-the-streets' 5, 'the-street-with-no-name' 6, 'stranger-on-the-third-floor' 7, 'split-second' 8)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-scenario.dat' index 0 using ($1-0.3000):2:(0.2000) with boxes lc 1 title 'random vs random', \
     'win-scenario.dat' index 0 using ($1-0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-scenario.dat' index 1 using ($1-0.1000):2:(0.2000) with boxes lc 2 title 'random vs heuristic', \
     'win-scenario.dat' index 1 using ($1-0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-scenario.dat' index 2 using ($1+0.1000):2:(0.2000) with boxes lc 3 title 'heuristic vs random', \
     'win-scenario.dat' index 2 using ($1+0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-scenario.dat' index 3 using ($1+0.3000):2:(0.2000) with boxes lc 4 title 'heuristic vs heuristic', \
     'win-scenario.dat' index 3 using ($1+0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 880,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-scenario.svg'
replot
unset output
