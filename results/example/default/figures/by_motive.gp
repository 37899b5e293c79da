set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'by_motive.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set yrange [0:1]
set xrange [-0.5:11.5]
set ylabel 'Detective win rate'
set xtics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Robber' 8, 'Spy' 9, 'Cannibal' 10, 'Cultist' 11) rotate by -30
plot 'by_motive.dat' index 0 using ($1-0.225):2:3:4 with yerrorlines title 'random vs random', \
     'by_motive.dat' index 1 using ($1-0.075):2:3:4 with yerrorlines title 'random vs heuristic', \
     'by_motive.dat' index 2 using ($1+0.075):2:3:4 with yerrorlines title 'heuristic vs random', \
     'by_motive.dat' index 3 using ($1+0.225):2:3:4 with yerrorlines title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'by_motive.svg'
replot
