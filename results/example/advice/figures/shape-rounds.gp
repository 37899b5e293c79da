# shape-rounds.gp: written by noirlab report. Run `gnuplot shape-rounds.gp` in this folder to redraw
# shape-rounds.png and shape-rounds.svg from shape-rounds.dat.
set terminal pngcairo size 640,440 font 'sans,13' noenhanced
set output 'shape-rounds.png'
set title 'rounds per game'
set ylabel 'games (%)'
set yrange [0:100.0000]
set xrange [-0.6:1.4]
set xtics ('5' 0, '6' 1)
set xtics scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'shape-rounds.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic:silenced=0.001 vs heuristic', \
     'shape-rounds.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic vs heuristic'
set terminal svg size 640,440 font 'sans,13' noenhanced background '#ffffff'
set output 'shape-rounds.svg'
replot
unset output
