# shape-murders.gp: written by noirlab report. Run `gnuplot shape-murders.gp` in this folder to redraw
# shape-murders.png and shape-murders.svg from shape-murders.dat.
set terminal pngcairo size 640,440 font 'sans,13' noenhanced
set output 'shape-murders.png'
set title 'murders per game'
set ylabel 'games (%)'
set yrange [0:100.0000]
set xrange [-0.6:2.4]
set xtics ('3' 0, '4' 1, '5' 2)
set xtics scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'shape-murders.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic:silenced=0.001 vs heuristic', \
     'shape-murders.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic vs heuristic'
set terminal svg size 640,440 font 'sans,13' noenhanced background '#ffffff'
set output 'shape-murders.svg'
replot
unset output
