# win-motive.gp: written by noirlab report. Run `gnuplot win-motive.gp` in this folder to redraw
# win-motive.png and win-motive.svg from win-motive.dat.
set terminal pngcairo size 640,520 font 'sans,10' noenhanced
set output 'win-motive.png'
set title 'Detective win rate per true motive'
set ylabel 'Detective win rate (%)'
set yrange [0:65.2502]
set xrange [-0.6:10.4]
set xtics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Spy' 8, 'Cannibal' 9, 'Cultist' 10)
set xtics rotate by -40 scale 0
set grid ytics
set style fill solid 0.7 border -1
unset key
plot 'win-motive.dat' index 0 using ($1+0.0000):2:(0.8000) with boxes lc 1 title 'heuristic vs heuristic', \
     'win-motive.dat' index 0 using ($1+0.0000):2:3:4 with yerrorbars lc rgb '#222222' pt 0 notitle
set terminal svg size 640,520 font 'sans,10' noenhanced background '#ffffff'
set output 'win-motive.svg'
replot
unset output
