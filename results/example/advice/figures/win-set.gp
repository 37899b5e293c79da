# win-set.gp: written by noirlab report. Run `gnuplot win-set.gp` in this folder to redraw
# win-set.png and win-set.svg from win-set.dat.
set terminal pngcairo size 800,557 font 'sans,13' noenhanced
set output 'win-set.png'
set title 'Detective win rate per motive set'
set ylabel 'Detective win rate (%)'
set yrange [0:71.5393]
set xrange [-0.6:8.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Man+Sad+Cut+Vig+Kil+Cul' 0, 'Sad+Cut+Vig+Kil+Ter+Cul' 1, 'Man+Sad+Cut+Vig+Kil+Spy' 2, 'Sad+Cut+Vig+Kil+Psy+Rad' 3, 'Sad+Cut+Vig+Kil+Rad+Can' 4, 'Man+Sad+Cut+Vig+Kil+Psy' 5, 'Sad+Cut+Vig+Kil+Psy+Can' 6, 'Man+Sad+Cut+Vig+Kil+Can' 7, 'Man+Sad+Cut+Vig+Kil+Ter' 8)
set xtics rotate by -40 scale 0
set rmargin 19
set bmargin 11
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-set.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-set.dat' index 0 using ($1-0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic:silenced=0.001 vs heuristic', \
     'win-set.dat' index 1 using ($1+0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,557 font 'sans,13' noenhanced background '#ffffff'
set output 'win-set.svg'
replot
unset output
