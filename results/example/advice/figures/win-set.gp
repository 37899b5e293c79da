# win-set.gp: written by noirlab report. Run `gnuplot win-set.gp` in this folder to redraw
# win-set.png and win-set.svg from win-set.dat.
set terminal pngcairo size 640,520 font 'sans,10' noenhanced
set output 'win-set.png'
set title 'Detective win rate per motive set'
set ylabel 'Detective win rate (%)'
set yrange [0:57.0137]
set xrange [-0.6:8.4]
set xtics ('Sad+Cut+Vig+Kil+Psy+Can' 0, 'Man+Sad+Cut+Vig+Kil+Psy' 1, 'Man+Sad+Cut+Vig+Kil+Can' 2, 'Sad+Cut+Vig+Kil+Psy+Rad' 3, 'Sad+Cut+Vig+Kil+Rad+Can' 4, 'Sad+Cut+Vig+Kil+Ter+Cul' 5, 'Man+Sad+Cut+Vig+Kil+Cul' 6, 'Man+Sad+Cut+Vig+Kil+Spy' 7, 'Man+Sad+Cut+Vig+Kil+Ter' 8)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-set.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-set.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 640,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-set.svg'
replot
unset output
