# noir-win.gp: written by noirlab report. Run `gnuplot noir-win.gp` in this folder to redraw
# noir-win.png and noir-win.svg from noir-win.dat.
set terminal pngcairo size 1100,506 font 'sans,13' noenhanced
set output 'noir-win.png'
set title 'Killer''s win rate per setup (every switch off)'
set ylabel 'Killer win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:20.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('classic/5/14' 0, 'classic/5/16' 1, 'classic/6/14' 2, 'classic/6/16' 3, 'standard/5/14' 4, 'standard/5/16' 5, 'standard/6/14' 6, 'standard/6/16' 7, 'citizens/5/14' 8, 'citizens/5/16' 9, 'citizens/6/14' 10, 'citizens/6/16' 11, 'classic/4/10' 12, 'classic/4/14' 13, 'classic/4/15' 14, 'standard/4/10' 15, 'standard/4/14' 16, 'standard/4/15' 17, 'citizens/4/10' 18, 'citizens/4/14' 19, 'citizens/4/15' 20)
set xtics rotate by -40 scale 0
set rmargin 12
set bmargin 8
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'noir-win.dat' index 0 using ($1-0.2667):2:(0.2667) with boxes lc 1 title 'ismcts:iterations=300,depth=8,leaf=fit vs ismcts:iterations=1000,depth=8,leaf=fit', \
     'noir-win.dat' index 0 using ($1-0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'noir-win.dat' index 1 using ($1+0.0000):2:(0.2667) with boxes lc 2 title 'ismcts:iterations=300 vs ismcts:iterations=1000,depth=8,leaf=fit', \
     'noir-win.dat' index 1 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'noir-win.dat' index 2 using ($1+0.2667):2:(0.2667) with boxes lc 3 title 'ismcts:iterations=300 vs ismcts:iterations=1000', \
     'noir-win.dat' index 2 using ($1+0.2667):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 1100,506 font 'sans,13' noenhanced background '#ffffff'
set output 'noir-win.svg'
replot
unset output
