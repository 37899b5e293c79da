# win-set.gp: written by noirlab report. Run `gnuplot win-set.gp` in this folder to redraw
# win-set.png and win-set.svg from win-set.dat.
set terminal pngcairo size 800,598 font 'sans,13' noenhanced
set output 'win-set.png'
set title 'Detective win rate per motive set'
set ylabel 'Detective win rate (%)'
set yrange [0:65.3305]
set xrange [-0.6:8.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Man+Sad+Vig+Kil+Psy+Cul' 0, 'Sad+Cut+Vig+Ter+Psy+Spy' 1, 'Man+Vig+Kil+Ter+Rad+Rob' 2, 'Man+Sad+Vig+Ter+Rob+Spy' 3, 'Man+Sad+Cut+Vig+Kil+Ter+Rob+Can' 4, 'Man+Sad+Cut+Psy+Rad+Spy' 5, 'Man+Sad+Vig+Kil+Rad+Rob+Spy+Can' 6, 'Man+Sad+Cut+Vig+Kil+Ter' 7, 'Sad+Cut+Vig+Psy+Rad+Rob+Spy+Cul' 8)
set xtics rotate by -40 scale 0
set rmargin 25
set bmargin 14
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-set.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-set.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,598 font 'sans,13' noenhanced background '#ffffff'
set output 'win-set.svg'
replot
unset output
