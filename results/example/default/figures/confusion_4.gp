set terminal pngcairo size 960,540 noenhanced font 'sans,10'
set output 'confusion_4.png'
set key outside right top
set grid ytics lc rgb '#dddddd'
unset grid
set cbrange [0:1]
set palette defined (0 'white', 0.5 '#f4a582', 1 '#b2182b')
set xrange [-0.5:12.5]
set yrange [11.5:-0.5]
set xlabel 'accused motive'
set ylabel 'true motive'
set xtics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Robber' 8, 'Spy' 9, 'Cannibal' 10, 'Cultist' 11, 'none' 12) rotate by -30
set ytics ('Maniac' 0, 'Sadist' 1, 'Cutthroat' 2, 'Vigilante' 3, 'Killer' 4, 'Terrorist' 5, 'Psychopath' 6, 'Radical' 7, 'Robber' 8, 'Spy' 9, 'Cannibal' 10, 'Cultist' 11) 
plot 'confusion_4.dat' matrix with image pixels notitle, \
     'confusion_4.dat' matrix using 1:2:($3 == $3 ? sprintf('%.2f', $3) : '') with labels notitle
set terminal svg size 960,540 noenhanced font 'sans,10'
set output 'confusion_4.svg'
replot
