# win-set.gp: written by noirlab report. Run `gnuplot win-set.gp` in this folder to redraw
# win-set.png and win-set.svg from win-set.dat.
set terminal pngcairo size 880,520 font 'sans,10' noenhanced
set output 'win-set.png'
set title 'Detective win rate per motive set'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:8.4]
set xtics ('Man+Sad+Cut+Vig+Kil+Ter' 0, 'Sad+Cut+Vig+Ter+Psy+Spy' 1, 'Man+Sad+Vig+Kil+Psy+Cul' 2, 'Man+Sad+Cut+Psy+Rad+Spy' 3, 'Man+Sad+Vig+Kil+Rad+Rob+Spy+Can' 4, 'Sad+Cut+Vig+Psy+Rad+Rob+Spy+Cul' 5, 'Man+Sad+Vig+Ter+Rob+Spy' 6, 'Man+Vig+Kil+Ter+Rad+Rob' 7, 'Man+Sad+Cut+Vig+Kil+Ter+Rob+Can' 8)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-set.dat' index 0 using ($1-0.3000):2:(0.2000) with boxes lc 1 title 'random vs random', \
     'win-set.dat' index 0 using ($1-0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set.dat' index 1 using ($1-0.1000):2:(0.2000) with boxes lc 2 title 'random vs heuristic', \
     'win-set.dat' index 1 using ($1-0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set.dat' index 2 using ($1+0.1000):2:(0.2000) with boxes lc 3 title 'heuristic vs random', \
     'win-set.dat' index 2 using ($1+0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-set.dat' index 3 using ($1+0.3000):2:(0.2000) with boxes lc 4 title 'heuristic vs heuristic', \
     'win-set.dat' index 3 using ($1+0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 880,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-set.svg'
replot
unset output
