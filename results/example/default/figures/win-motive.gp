# win-motive.gp: written by noirlab report. Run `gnuplot win-motive.gp` in this folder to redraw
# win-motive.png and win-motive.svg from win-motive.dat.
set terminal pngcairo size 1120,520 font 'sans,10' noenhanced
set output 'win-motive.png'
set title 'Detective win rate per true motive'
set ylabel 'Detective win rate (%)'
set yrange [0:100.0000]
set xrange [-0.6:11.4]
set xtics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Robber' 8, 'Spy' 9, 'Cannibal' 10, 'Cultist' 11)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-motive.dat' index 0 using ($1-0.3000):2:(0.2000) with boxes lc 1 title 'random vs random', \
     'win-motive.dat' index 0 using ($1-0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive.dat' index 1 using ($1-0.1000):2:(0.2000) with boxes lc 2 title 'random vs heuristic', \
     'win-motive.dat' index 1 using ($1-0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive.dat' index 2 using ($1+0.1000):2:(0.2000) with boxes lc 3 title 'heuristic vs random', \
     'win-motive.dat' index 2 using ($1+0.1000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive.dat' index 3 using ($1+0.3000):2:(0.2000) with boxes lc 4 title 'heuristic vs heuristic', \
     'win-motive.dat' index 3 using ($1+0.3000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 1120,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-motive.svg'
replot
unset output
