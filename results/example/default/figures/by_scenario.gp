set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'by_scenario.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set yrange [0:1]
set xrange [-0.5:8.5]
set ylabel 'Detective win rate'
set xtics ('beginner' 0, 't-men' 1, 'on-dangerous-ground' 2, 'touch-of-evil' 3, 'doa' 4, 'panic-in-the-streets' 5, 'the-street-with-no-name' 6, 'stranger-on-the-third-floor' 7, 'split-second' 8) rotate by -30
plot 'by_scenario.dat' index 0 using ($1-0.225):2:3:4 with yerrorlines title 'random vs random', \
     'by_scenario.dat' index 1 using ($1-0.075):2:3:4 with yerrorlines title 'random vs heuristic', \
     'by_scenario.dat' index 2 using ($1+0.075):2:3:4 with yerrorlines title 'heuristic vs random', \
     'by_scenario.dat' index 3 using ($1+0.225):2:3:4 with yerrorlines title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'by_scenario.svg'
replot
