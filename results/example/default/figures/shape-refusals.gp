# shape-refusals.gp: written by noirlab report. Run `gnuplot shape-refusals.gp` in this folder to redraw
# shape-refusals.png and shape-refusals.svg from shape-refusals.dat.
set terminal pngcairo size 640,440 font 'sans,13' noenhanced
set output 'shape-refusals.png'
set title 'refusals per game'
set ylabel 'games (%)'
set yrange [0:100.0000]
set xrange [-0.6:2.4]
set xtics ('0' 0, '1' 1, '2' 2)
set xtics scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'shape-refusals.dat' index 0 using ($1-0.3000):2:(0.2000) with boxes lc 1 title 'random vs random', \
     'shape-refusals.dat' index 1 using ($1-0.1000):2:(0.2000) with boxes lc 2 title 'random vs heuristic', \
     'shape-refusals.dat' index 2 using ($1+0.1000):2:(0.2000) with boxes lc 3 title 'heuristic vs random', \
     'shape-refusals.dat' index 3 using ($1+0.3000):2:(0.2000) with boxes lc 4 title 'heuristic vs heuristic'
set terminal svg size 640,440 font 'sans,13' noenhanced background '#ffffff'
set output 'shape-refusals.svg'
replot
unset output
