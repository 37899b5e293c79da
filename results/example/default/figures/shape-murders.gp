# shape-murders.gp: written by noirlab report. Run `gnuplot shape-murders.gp` in this folder to redraw
# shape-murders.png and shape-murders.svg from shape-murders.dat.
set terminal pngcairo size 640,440 font 'sans,13' noenhanced
set output 'shape-murders.png'
set title 'murders per game'
set ylabel 'games (%)'
set yrange [0:100.0000]
set xrange [-0.6:5.4]
set xtics ('0' 0, '1' 1, '2' 2, '3' 3, '4' 4, '5' 5)
set xtics scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'shape-murders.dat' index 0 using ($1-0.3000):2:(0.2000) with boxes lc 1 title 'random vs random', \
     'shape-murders.dat' index 1 using ($1-0.1000):2:(0.2000) with boxes lc 2 title 'random vs heuristic', \
     'shape-murders.dat' index 2 using ($1+0.1000):2:(0.2000) with boxes lc 3 title 'heuristic vs random', \
     'shape-murders.dat' index 3 using ($1+0.3000):2:(0.2000) with boxes lc 4 title 'heuristic vs heuristic'
set terminal svg size 640,440 font 'sans,13' noenhanced background '#ffffff'
set output 'shape-murders.svg'
replot
unset output
