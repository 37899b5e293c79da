set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'by_motive_set.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set yrange [0:1]
set xrange [-0.5:3.5]
set ylabel 'Detective win rate'
set xtics ('Maniac,Sadist,Cutthroat,Psychopath,Radical,Cannibal' 0, 'Maniac,Sadist,Vigilante,Killer,Terrorist,Cultist' 1, 'Maniac,Sadist,Cutthroat,Killer,Psychopath,Spy' 2, 'Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist' 3) rotate by -30
plot 'by_motive_set.dat' index 0 using ($1+0.000):2:3:4 with yerrorlines title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'by_motive_set.svg'
replot
