# win-motive.gp: written by noirlab report. Run `gnuplot win-motive.gp` in this folder to redraw
# win-motive.png and win-motive.svg from win-motive.dat.
set terminal pngcairo size 800,491 font 'sans,13' noenhanced
set output 'win-motive.png'
set title 'Detective win rate per true motive'
set ylabel 'Detective win rate (%)'
set yrange [0:73.8977]
set xrange [-0.6:10.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Cultist' 0, 'Radical' 1, 'Killer' 2, 'Cannibal' 3, 'Psychopath' 4, 'Sadist' 5, 'Maniac' 6, 'Spy' 7, 'Cutthroat' 8, 'Terrorist' 9, 'Vigilante' 10)
set xtics rotate by -40 scale 0
set rmargin 8
set bmargin 7
set grid ytics
set style fill solid 0.7 border -1
set key outside top center horizontal
plot 'win-motive.dat' index 0 using ($1-0.2000):2:(0.4000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-motive.dat' index 0 using ($1-0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle, \
     'win-motive.dat' index 1 using ($1+0.2000):2:(0.4000) with boxes lc 2 title 'heuristic:silenced=0.001 vs heuristic', \
     'win-motive.dat' index 1 using ($1+0.2000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,491 font 'sans,13' noenhanced background '#ffffff'
set output 'win-motive.svg'
replot
unset output
