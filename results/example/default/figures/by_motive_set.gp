set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'by_motive_set.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set yrange [0:1]
set xrange [-0.5:8.5]
set ylabel 'Detective win rate'
set xtics ('Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist' 0, 'Sadist,Cutthroat,Vigilante,Terrorist,Psychopath,Spy' 1, 'Maniac,Sadist,Vigilante,Killer,Psychopath,Cultist' 2, 'Maniac,Sadist,Cutthroat,Psychopath,Radical,Spy' 3, 'Maniac,Sadist,Vigilante,Killer,Radical,Robber,Spy,Cannibal' 4, 'Sadist,Cutthroat,Vigilante,Psychopath,Radical,Robber,Spy,Cultist' 5, 'Maniac,Sadist,Vigilante,Terrorist,Robber,Spy' 6, 'Maniac,Vigilante,Killer,Terrorist,Radical,Robber' 7, 'Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist,Robber,Cannibal' 8) rotate by -30
plot 'by_motive_set.dat' index 0 using ($1-0.225):2:3:4 with yerrorlines title 'random vs random', \
     'by_motive_set.dat' index 1 using ($1-0.075):2:3:4 with yerrorlines title 'random vs heuristic', \
     'by_motive_set.dat' index 2 using ($1+0.075):2:3:4 with yerrorlines title 'heuristic vs random', \
     'by_motive_set.dat' index 3 using ($1+0.225):2:3:4 with yerrorlines title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'by_motive_set.svg'
replot
