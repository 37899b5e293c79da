# win-motive.gp: written by noirlab report. Run `gnuplot win-motive.gp` in this folder to redraw
# win-motive.png and win-motive.svg from win-motive.dat.
set terminal pngcairo size 800,491 font 'sans,13' noenhanced
set output 'win-motive.png'
set title 'Detective win rate per true motive'
set ylabel 'Detective win rate (%)'
set yrange [0:66.7796]
set xrange [-0.6:11.4]
set arrow from graph 0, first 50.0000 to graph 1, first 50.0000 nohead front lc rgb '#444444' dt 2 lw 1.5
set xtics ('Cultist' 0, 'Radical' 1, 'Terrorist' 2, 'Psychopath' 3, 'Sadist' 4, 'Maniac' 5, 'Killer' 6, 'Cannibal' 7, 'Spy' 8, 'Robber' 9, 'Cutthroat' 10, 'Vigilante' 11)
set xtics rotate by -40 scale 0
set rmargin 8
set bmargin 7
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-motive.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-motive.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 800,491 font 'sans,13' noenhanced background '#ffffff'
set output 'win-motive.svg'
replot
unset output
