set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'by_pair.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
set yrange [0:1]
set xrange [-0.5:0.5]
set ylabel 'Detective win rate'
set xtics ('all' 0) rotate by -30
plot 'by_pair.dat' index 0 using ($1+0.000):2:3:4 with yerrorlines title 'heuristic vs heuristic'
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'by_pair.svg'
replot
