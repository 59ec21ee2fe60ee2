# El texto de la ventana Ayuda (src/app/ui/help/mod.rs enumera las partes y las
# secciones). El formato se describe al principio del archivo inglés: una
# línea que empieza con espacios (más allá de la sangría del mensaje)
# continúa el bloque de arriba; una línea en blanco termina un bloque; «###»
# un subtítulo, «-» una viñeta. Entre acentos graves, `Tecla`: una tecla
# (con su nombre en un teclado español) o algo que escribir (jugadas y
# órdenes, sin traducir).

## Parte: Cómo jugar con Rookery
help-play-title = Cómo jugar con Rookery
help-play-intro =
    Todo se puede hacer con el ratón; las teclas de abajo son atajos.

help-main-menu-title = Pantalla de inicio
help-main-menu-body =
    - Continuar (o Intro): sigue con la partida que estaba abierta la última vez que se
      cerró Rookery (o que falló). La partida se guarda automáticamente después de
      cada jugada, así que no se pierde nada.
    - Jugar contra el ordenador: un clic empieza una partida con ese reloj (o sin
      reloj) contra el último nivel elegido. Más... abre la preparación de la
      partida para elegir los jugadores, el reloj, el color y la variante.
    - Problema del día: el mismo problema para todos en una fecha. Resolverlo lo abre.
    - Biblioteca, Estudios y Problemas abren sus pantallas; la tarjeta de la
      biblioteca muestra las últimas partidas jugadas, cada una a un clic.
    - Tablero de análisis: un tablero para probar jugadas, con las líneas del
      motor (ver más abajo).
    - Editor de posiciones: coloca a mano cualquier posición (ver más abajo).
      Editar esta posición, en el menú de pausa, lo abre con la posición de la
      partida.
    - Cargar partida: muestra tus partidas guardadas, de la más reciente a la
      más antigua, con su nombre, fecha, jugadores, número de jugadas y
      resultado. Haz clic en una para abrirla. Borrar pide confirmación antes de
      eliminar una partida guardada. Una partida guardada que no se puede leer
      aparece con el motivo, y Rookery nunca la cambia ni la elimina por su
      cuenta.
    - Cargar FEN / PGN: pega una posición FEN o abre un archivo .fen y luego
      elige tu bando en la preparación de la partida. Pega o abre una partida PGN
      para seguir jugándola o para recorrer sus jugadas.
    - Ajustes, Ayuda y Salir hacen lo que dicen. Arriba de la Ayuda, Copiar un
      informe de error pone en el portapapeles lo que necesita un informe de
      error: la versión de Rookery, tu sistema, los ajustes y la partida del
      tablero en FEN y PGN. Pégalo en tu informe.
    - Si Rookery se detiene alguna vez de forma inesperada, escribe un informe
      del fallo en su carpeta de datos y te dice dónde está la próxima vez que se
      inicia.

help-setup-title = Preparar una partida
help-setup-body =
    - Oponente: dos jugadores que comparten esta pantalla, tú contra el ordenador, o
      el ordenador contra sí mismo.
    - Ordenador: el motor propio de Rookery, en el nivel «Jugadas al azar»
      (cualquier jugada legal) o en los niveles 1 (principiante) a 8 (máxima fuerza). U otro
      motor UCI como Stockfish: indica la ruta de su programa y el Elo al que debe
      jugar.
    - Si un motor externo deja de funcionar, el panel ofrece continuar con el
      motor de Rookery.
    - Ritmo de juego: Sin reloj, uno de los habituales (1+0 es un minuto para
      cada uno, sin incremento; 3+2 son tres minutos para cada uno y dos segundos
      añadidos después de cada jugada), o Personalizado (ver Relojes más abajo).
      Se vuelve a ofrecer el último elegido.
    - Tu color: Blancas, Negras o Aleatorio.
    - Empezar inicia la partida. El ritmo, el nivel y el color elegidos se vuelven a
      ofrecer la próxima vez, también tras reiniciar Rookery, y las partidas rápidas
      de la pantalla de inicio los usan.
    - Variante: Estándar, o Chess960 (ajedrez aleatorio de Fischer: las piezas
      detrás de los peones se mezclan) desde una posición inicial al azar o la del
      número que indiques (de 0 a 959; 518 es la posición estándar). En Chess960
      se enroca arrastrando el rey sobre su propia torre (o dos casillas hacia
      ella); el rey y la torre acaban donde acabarían en el ajedrez estándar, en
      g1 y f1 o en c1 y d1. Todas las casillas entre el rey y su casilla final, y
      entre la torre y su casilla final, deben estar vacías salvo por esas dos
      piezas, y el rey no puede estar en jaque, pasar por una casilla atacada ni
      acabar en jaque.
    - Nombres: escribe los nombres de los jugadores (opcional).
    - Empezar inicia la partida; Atrás regresa al menú.

help-moving-title = Mover las piezas
help-moving-body =
    - Arrastra una pieza con el botón izquierdo del ratón y suéltala en su nueva
      casilla, o haz clic en la pieza y luego en la casilla.
    - Con las jugadas posibles activadas, las casillas a las que puede ir la
      pieza muestran un punto, y las capturas un anillo.
    - Si sueltas una pieza en cualquier otro sitio, vuelve a donde estaba.
    - Cuando un peón llega a la última fila, un selector ofrece dama, torre,
      alfil o caballo. Un clic en otro sitio o `Esc` cancela la jugada. En
      Ajustes puedes hacer que los peones coronen siempre dama sin preguntar.
    - Para enrocar, mueve el rey dos casillas hacia la torre; la torre salta por
      encima sola.

help-clocks-title = Relojes
help-clocks-body =
    - Cada jugador tiene un reloj junto a su nombre, en su lado del tablero. El
      reloj que corre está iluminado; por debajo de diez segundos muestra las
      décimas, se vuelve naranja y suena un aviso una vez. Un reloj que llega a
      cero muestra 0.0 en rojo y ese jugador pierde por tiempo.
    - Ningún reloj corre hasta que cada bando ha hecho su primera jugada (como en
      lichess): el reloj de las blancas arranca después de la primera jugada de
      las negras.
    - Personalizado: minutos y segundos en cada reloj, y segundos de incremento o
      de retardo. Incremento (Fischer): los segundos se añaden a tu reloj después
      de cada una de tus jugadas.
    - Retardo Bronstein: después de cada jugada se devuelve el tiempo que llevó,
      hasta el retardo, así que un reloj nunca gana tiempo.
    - Retardo simple: en cada jugada, tu reloj espera el retardo antes de empezar
      a descontar; el retardo que no usas se pierde.
    - Marca «Tiempos distintos para cada bando» para dar ventaja de tiempo a un
      jugador.
    - Los relojes se detienen mientras el menú de pausa o una pregunta (como
      «¿Abandonar?») está abierto, y cuando termina la partida. Siguen corriendo
      mientras repasas jugadas anteriores.
    - Deshacer con reloj: contra el ordenador la partida es amistosa y se permite
      Deshacer, pero no devuelve tiempo. Entre dos jugadores, Deshacer está
      desactivado mientras corren los relojes.
    - El ordenador también juega con su reloj, y mueve más rápido cuando le
      queda poco tiempo.
    - Guardar, salir y Continuar conservan los dos relojes tal como estaban; el
      tiempo en que Rookery estuvo cerrado no cuenta.

help-premoves-title = Premovimientos
help-premoves-body =
    - Mientras el ordenador piensa, ya puedes hacer tu siguiente jugada: arrastra
      o haz clic en una de tus piezas como siempre. Las dos casillas quedan
      marcadas, y la jugada se hace en cuanto el ordenador ha respondido, si
      entonces es legal; si no, se descarta sin más.
    - Un peón premovido a la última fila se convierte en dama.
    - Un clic derecho o `Esc` cancela el premovimiento.
    - Los premovimientos están activados en las partidas con reloj; en Ajustes
      puedes activarlos para todas las partidas o desactivarlos.

help-typing-title = Escribir jugadas
help-typing-body =
    Escribe una jugada en la casilla Jugada bajo la lista de jugadas y pulsa
      `Intro` (o haz clic en Jugar). Sirven las dos formas habituales de escribir
      jugadas, con las letras de las piezas en español (R, D, T, A, C) o en inglés
      (K, Q, R, B, N):

    - Algebraica abreviada (SAN): `e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`, `e8=Q`.
    - Casilla de origen y casilla de destino (UCI): `e2e4`, `e7e8q`.

    Si la jugada no es legal, la línea de estado dice por qué y no se juega nada.

help-panel-title = El panel junto al tablero
help-panel-body =
    - Ayúdame a mover: la mejor jugada del motor aparece como una flecha en el
      tablero. No se juega por ti.
    - Deshacer: anula tu última jugada. Contra el ordenador también anula su
      respuesta, para que vuelva a ser tu turno.
    - Ofrecer tablas: propone tablas. Un rival humano responde con Aceptar o
      Rechazar; el ordenador decide por sí mismo.
    - Reclamar tablas: solo aparece cuando la regla de los cincuenta movimientos
      o la triple repetición permiten reclamarlas (ver las Reglas más abajo).
    - Abandonar: abandona la partida. Primero pregunta, salvo que se haya
      desactivado en Ajustes.
    - Girar el tablero: le da la vuelta al tablero.
    - Menú: abre el menú de pausa.
    - El panel muestra también las piezas capturadas, quién va por delante en
      material, y la lista de jugadas.
    - Bajo los jugadores, el código y el nombre de la apertura («C65 Ruy Lopez:
      Berlin Defense»): la última posición de la partida hasta el momento que
      tiene nombre, aunque las jugadas hayan llegado en otro orden. Las partidas
      guardadas y exportadas la llevan en sus etiquetas ECO y Opening.
    - Los botones de navegación `⏮` `◀` `▶` `⏭` van a la primera jugada, a la
      anterior, a la siguiente y a la última.

help-keyboard-title = Teclado
help-keyboard-body =
    - `Flecha izquierda` / `Flecha derecha`: retroceder o avanzar una jugada. El tablero
      muestra la posición anterior mientras miras; la partida en sí no cambia.
    - `Inicio` / `Fin`: saltar a la primera o a la última jugada.
    - `Fin`, o `Flecha derecha` en la última jugada, vuelve a la partida en juego.
    - `Ctrl+Z`: deshacer, como el botón Deshacer.
    - En el tablero de análisis, sus notas: `Ctrl+1` a `Ctrl+6` marcan la
      jugada mostrada con !, ?, !!, ??, !?, ?!; `Ctrl+7` = y `Ctrl+8` ∞;
      `Ctrl+Alt+1` a `Ctrl+Alt+6` ⩲ ⩱ ± ∓ +− −+; `Ctrl+0` quita sus símbolos.
      `Ctrl+Z` deshace el último cambio de las notas y `Ctrl+Y` (o
      `Ctrl+Mayús+Z`) lo rehace. Arrastrar con el botón derecho dibuja una
      flecha con la jugada, un clic derecho un círculo: verde, rojo con
      `Mayús`, azul con `Alt`, amarillo con ambos.
    - `F`: girar el tablero.
    - `Esc`: cerrar la ventana de encima (una ventana de archivos, Ajustes,
      Ayuda), si no, cancelar un premovimiento o el selector de coronación, si
      no, devolver la pieza en la mano, si no, ocultar el cursor del tablero, y
      si no, abrir y cerrar el menú de pausa.
    - `Tab` / `Mayús+Tab`: pasar de un control a otro en cada pantalla, el
      que tiene el teclado rodeado en ámbar; `Intro` o `Espacio` lo pulsa. Un
      menú se abre con `Intro`: `Flecha abajo` va a sus opciones, `Intro` elige
      una, y `Esc` solo cierra su lista.
    - `Intro`: jugar la jugada escrita en la casilla Jugada; `/` lleva el
      teclado a ella.
    - `Intro` o `Espacio` en el tablero: mostrar el cursor del tablero, un marco
      de color sobre una casilla. Las flechas lo mueven como ves el tablero
      (`Flecha izquierda` y `Flecha derecha` mueven entonces el cursor, no por
      las jugadas); la línea de estado dice qué hay en su casilla («e4, peón
      blanco»). `Intro` o `Espacio` toma la pieza que hay debajo, y en una
      casilla a la que puede ir juega la jugada; sobre la pieza en la mano, la
      devuelve. En una coronación el cursor va a la dama: `Intro` toma la pieza
      debajo, o pulsa `Q`, `R`, `B` o `N`.
    - Las preguntas escritas en la casilla Jugada se responden en la línea de
      estado (y las lee un lector de pantalla): `c` los relojes, `l` la última
      jugada, `g` la partida hasta ahora, `p N` dónde están los caballos
      blancos (`p n` los negros, cualquier letra de pieza), `s e` la columna e
      y `s 4` la cuarta fila casilla a casilla, `a e4` qué ataca e4, `m` el
      material, `o` la apertura, `e` la evaluación del motor si sus líneas
      están encendidas.

help-arrows-title = Flechas y círculos
help-arrows-body =
    - Arrastra con el botón derecho de una casilla a otra para dibujar una
      flecha.
    - Haz clic derecho en una casilla para dibujar un círculo en ella.
    - Repetir lo mismo quita esa flecha o ese círculo.
    - Un clic izquierdo en cualquier parte del tablero los borra todos.

help-pause-title = Menú de pausa, guardar y salir
help-pause-body =
    `Esc` o el botón Menú abre el menú de pausa: Reanudar, Guardar partida,
      Cargar partida, Ajustes, Ayuda, Abandonar, Menú principal y Salir.

    - Guardar partida pide un nombre; se sugieren la fecha y la hora.
    - Ir al menú principal o salir durante una partida pregunta qué hacer:
      Guardar y salir, Abandonar y salir, o Cancelar.
    - Cuando termina una partida puedes pedir la Revancha, empezar una Nueva
      partida o volver al Menú principal.
    - Revisar la partida (cuando termina una partida): el motor juzga cada
      jugada. La lista de jugadas marca las imprecisiones (?!), los errores (?) y
      los errores graves (??); el panel muestra la precisión de cada jugador y un
      gráfico de la partida (haz clic en él para ir a una jugada). Haz clic en una
      jugada marcada para ver la mejor jugada como una flecha verde.
    - Motor (encima de la revisión, después de una partida): márcalo para que el
      motor analice la posición del tablero, sea cual sea la jugada a la que
      vayas. Una barra junto al tablero muestra las posibilidades de ganar de las
      blancas (en blanco desde el lado de las blancas) con la evaluación en el
      extremo del bando que va por delante («M3» es mate en 3), y el panel
      muestra las tres mejores líneas del motor con sus evaluaciones, cada vez
      más profundas a medida que piensa. Elige Rookery o el motor elegido en la
      preparación de la partida (o Stockfish donde esté instalado); desmárcalo
      para detener el motor.

help-editor-title = El editor de posiciones
help-editor-body =
    - La paleta contiene las doce piezas y un borrador. Haz clic en una y luego en
      casillas para ponerla allí (la misma pieza otra vez, o el borrador, vacía la
      casilla). O arrastra una pieza de la paleta a una casilla.
    - En el tablero, arrastra una pieza a otra casilla, o fuera del tablero para
      quitarla; un clic derecho vacía una casilla.
    - Tablero vacío, Posición inicial y Girar el tablero hacen lo que dicen;
      Deshacer y Rehacer (Ctrl+Z, Ctrl+Y) recorren tus cambios.
    - Juegan: Blancas o Negras. Enroque: cada derecho solo se ofrece mientras ese
      rey y esa torre estén en sus casillas iniciales. Al paso: solo se ofrece en
      una casilla donde un peón podría capturar.
    - FEN: la posición como texto, actualizada mientras editas; pega ahí una FEN
      para colocar el tablero.
    - Debajo, el editor dice con palabras si la posición es legal, o por qué no
      («Las blancas tienen más de un rey», «Las negras están en jaque pero mueven
      las blancas»). Jugar desde aquí (y luego elegir el rival en la preparación
      de la partida) y Analizar solo funcionan con una posición legal.
    - Volver, o Esc, sale: al menú principal, o a la partida desde la que se
      abrió el editor, tal como estaba.

help-analysis-title = El tablero de análisis
help-analysis-body =
    Ábrelo desde el menú principal (la posición inicial), desde el menú de pausa
      o la ventana de fin de partida (la partida hasta el momento; una partida en
      curso queda guardada para continuarla), o con «Analizar desde aquí» encima de
      la revisión.

    - Se puede jugar cualquier jugada legal del bando que mueve, para cualquiera
      de los dos bandos.
    - Las flechas izquierda y derecha retroceden una jugada y la vuelven a jugar;
      Inicio y Fin van al principio y al final de la línea. Las jugadas
      retrocedidas aparecen en gris en la lista.
    - Una jugada distinta donde se retrocedieron jugadas empieza una
      variante. Las jugadas forman un árbol: comentarios en gris bajo su
      jugada, variantes sangradas, en azul. Un clic en una jugada la muestra;
      un clic derecho sube su variante, la convierte en línea principal, la
      mueve arriba o abajo, o la borra.
    - Bajo el árbol: los símbolos de la jugada (! ? !! ?? !? ?! y Más
      símbolos), su comentario, y Deshacer / Rehacer de cada cambio. Guardar
      en un estudio guarda el tablero como capítulo de un estudio; cada
      cambio posterior se escribe en él.
    - Marca Motor para la barra de evaluación y las tres mejores líneas; haz clic
      en la primera jugada de una línea para jugarla.
    - El mate o el ahogado no terminan nada aquí: retrocede y prueba otra cosa.
    - Aprende de tus errores (encima de la revisión, una vez revisada la
      partida): tus errores y errores graves uno tras otro, cada uno desde la
      posición anterior. Encuentra una jugada mejor: la mejor jugada es correcta
      al instante; otra la juzga el motor y cuenta como buena si cuesta menos de
      lo que costaría una imprecisión. Una jugada que no es lo bastante buena se
      deshace y se indica la mejor; vuelve a intentarlo, Mostrar la mejor jugada,
      o pasa al Siguiente error.

help-puzzles-title = Problemas
help-puzzles-body =
    Menú principal: Problemas. Un problema se abre en la posición anterior a la
    última jugada del rival, y esa jugada se juega; luego es su turno:
    encuentre la mejor jugada, arrastrando, con clics o escribiéndola.

    - Una jugada correcta recibe la respuesta del rival; siga hasta
      resolverlo. Toda jugada que da mate cuenta como correcta.
    - Una jugada equivocada se retira («No es la jugada. ¿Otra vez?»): pruebe
      otra, o Ver la solución.
    - Su primer intento puntúa (Glicko-2, como en lichess): el panel muestra
      su puntuación antes y después, la del problema, sus temas y la partida
      de la que viene. Un segundo intento no puntúa.
    - Un problema fallado vuelve tras 1 día, luego 3, 7 y 21 días cada vez
      que se resuelve de nuevo; un fallo lo reinicia.
    - Flecha derecha o Siguiente problema: el siguiente, cerca de su
      puntuación. Analizar abre la posición en el tablero de análisis. Escape
      vuelve al menú.
    - Woodpecker: una serie de problemas cerca de tu Elo, resuelta una y otra
      vez en ciclos cronometrados, más rápido cada vez; cada ciclo terminado
      aparece con su tiempo. «Una serie nueva de» 20, 50, 100 o 200 empieza
      otra.
    - Rookery trae sus propios problemas; «rookery puzzles import» añade la
      base de problemas de lichess (lichess_db_puzzle.csv), y «rookery puzzles
      generate» los crea a partir de partidas PGN.

help-repertoire-title = Repertorio de aperturas
help-repertoire-body =
    Inicio: Repertorio (en la tarjeta Estudios), o Repertorio en la pantalla
    Estudios. Un repertorio es un estudio cuyos capítulos tienen tus líneas de
    apertura, para blancas o para negras: tus jugadas son las del estudio
    cuando te toca (cada jugada dada ahí es correcta), las del rival todas las
    demás. Una posición alcanzada por dos órdenes de jugadas es una sola
    tarjeta.

    - Convierte un estudio en repertorio al pie de la pantalla, o importa un
      archivo PGN con «rookery repertoire import ARCHIVO.pgn --color white».
    - Repasar: las tarjetas cuya hora ha llegado (FSRS espacia cada tarjeta
      según lo bien que la sabes). Aprender: cinco líneas aún no vistas. Todo
      el repertorio: cada tarjeta una vez.
    - El entrenador juega la línea desde el inicio hasta la tarjeta pedida, con
      las jugadas del rival elegidas según su frecuencia en tu biblioteca.
      Responde arrastrando, con clic o tecleando la jugada. Una respuesta
      correcta sigue la línea; una incorrecta se deshace, las jugadas del
      repertorio se muestran con flechas y su comentario, y la tarjeta vuelve
      más tarde.
    - Seguir jugando desde aquí empieza una partida desde la posición; Analizar
      la abre en el tablero de análisis.
    - Huecos: las jugadas del rival sin respuesta, las más jugadas en tu
      biblioteca primero; Abrir pone la posición en el tablero de análisis para
      encontrar una respuesta (guárdala en el estudio del repertorio).
    - Tus partidas que salieron de un repertorio (según tus nombres en Ajustes)
      se listan con dónde y quién salió. Una partida contra el ordenador lo dice
      al terminar, y tu jugada fuera del repertorio cuenta como tarjeta fallada.

help-export-title = Exportar FEN y PGN
help-export-body =
    - Copia la posición actual como FEN, o toda la partida como PGN, al
      portapapeles para pegarla en otros programas o sitios web de ajedrez.
    - O guárdalas como archivos .fen o .pgn.
    - Cada partida guarda además un registro PGN de sus jugadas en la carpeta
      `games` de la carpeta de datos de Rookery.

help-settings-title = Ajustes
help-settings-body =
    Los cambios se aplican y se guardan al instante.

    - Sonido activado o no, y su volumen.
    - Tablero: Nogal, Verde torneo, Azul pizarra o Alto contraste.
    - Piezas: dibujadas como figuras o como letras.
    - Animación: sin animación, rápida, normal o lenta.
    - Mostrar las jugadas posibles de la pieza elegida.
    - Mostrar las coordenadas (a-h, 1-8) alrededor del tablero.
    - Coronar dama sin preguntar.
    - Preguntar antes de abandonar.
    - Dos jugadores: girar el tablero hacia el bando que mueve después de cada
      jugada.
    - Premovimiento: en partidas con reloj, siempre o nunca.

help-command-line-title = Línea de comandos
help-command-line-body =
    ### Abrir directamente una partida
    - `rookery --fen "<FEN>"` empieza desde esa posición.
    - `rookery --load FILE.ron` abre una partida guardada.
    - `rookery --pgn FILE.pgn` abre una partida PGN.

    ### Herramientas
    - `rookery perft` cuenta caminos de jugadas, para probar el generador de
      jugadas.
    - `rookery pgn` trabaja con archivos PGN sin abrir una ventana.
    - `rookery uci` ejecuta el motor de Rookery para otros programas de ajedrez
      (UCI).

## Parte: Las reglas del ajedrez
help-laws-title = Las reglas del ajedrez
help-laws-intro =
    Rookery sigue las Leyes del Ajedrez de la FIDE (la FIDE es la Federación
      Internacional de Ajedrez). A continuación tienes un breve resumen con las
      palabras de Rookery, tal como Rookery las aplica. Rookery solo te deja hacer
      jugadas legales.

help-board-title = El tablero y el objetivo
help-board-body =
    Dos jugadores, las blancas y las negras, mueven por turnos; empiezan las
      blancas. El tablero tiene 64 casillas, con una casilla clara en la esquina
      derecha de cada jugador. El objetivo es dar jaque mate al rey contrario.

    Una pieza no puede ir a una casilla ocupada por una pieza de su mismo color.
      Ir a una casilla ocupada por una pieza enemiga la captura: la pieza enemiga
      sale del tablero.

help-pieces-title = Cómo se mueven las piezas
help-pieces-body =
    - Rey: una casilla en cualquier dirección, nunca a una casilla atacada por
      el rival. También puede enrocar (ver más abajo).
    - Dama: cualquier número de casillas a lo largo de una fila, una columna o
      una diagonal.
    - Torre: cualquier número de casillas a lo largo de una fila o una columna.
    - Alfil: cualquier número de casillas a lo largo de una diagonal.
    - La dama, la torre y el alfil no pueden saltar: todas las casillas que
      atraviesan deben estar vacías.
    - Caballo: dos casillas a lo largo de una fila o columna y luego una casilla
      hacia un lado, en forma de L. Es la única pieza que salta por encima de las
      demás.
    - Peón: una casilla recto hacia delante, a una casilla vacía. Desde su
      casilla inicial puede avanzar en su lugar dos casillas, si ambas están
      vacías. Captura una casilla en diagonal hacia delante, y nunca retrocede.

help-castling-title = El enroque
help-castling-body =
    El rey se mueve dos casillas hacia una de sus torres, y esa torre pasa a la
      casilla que el rey ha cruzado. En Rookery, mueve el rey dos casillas hacia
      la torre (o escribe `O-O` / `O-O-O`).

    ### El enroque solo está permitido si
    - ni el rey ni esa torre se han movido todavía en la partida;
    - todas las casillas entre el rey y la torre están vacías;
    - el rey no está en jaque;
    - el rey no pasa por una casilla atacada por el rival ni acaba en ella. (La
      torre sí puede estar atacada, o pasar por una casilla atacada.)

help-en-passant-title = La captura al paso
help-en-passant-body =
    Cuando un peón avanza dos casillas y queda al lado de un peón enemigo, ese
      peón enemigo puede capturarlo como si solo hubiera avanzado una casilla: se
      mueve en diagonal a la casilla que el peón se saltó, y el peón se retira.
      Solo está permitido en la jugada inmediatamente siguiente; después ya es
      tarde.

help-promotion-title = La coronación
help-promotion-body =
    Un peón que llega a la última fila debe cambiarse, como parte de la misma
      jugada, por una dama, una torre, un alfil o un caballo de su color. El
      jugador elige, sean cuales sean las piezas que sigan en el tablero, y la
      nueva pieza actúa de inmediato.

help-check-title = Jaque, jaque mate y ahogado
help-check-body =
    - Jaque: el rey está atacado. El jugador debe salir del jaque de inmediato,
      moviendo el rey, capturando la pieza atacante o interponiendo una pieza.
      Ninguna jugada puede dejar al propio rey en jaque.
    - Jaque mate: el rey está en jaque y no hay ninguna jugada legal. La partida
      termina, y gana el jugador que ha dado el mate.
    - Ahogado: el jugador que mueve no tiene ninguna jugada legal pero no está
      en jaque. La partida termina en tablas.

help-game-end-title = Cómo termina una partida
help-game-end-body =
    ### Victorias
    - Jaque mate.
    - Abandono: un jugador se rinde, y el otro gana.
    - Dejar una partida en curso con Abandonar y salir cuenta como abandonar.
    - Tiempo: pierde el jugador cuyo reloj llega a cero, salvo que el rival no
      pudiera dar mate con ninguna serie de jugadas legales (entonces son
      tablas).

    ### Tablas automáticas
    - Ahogado.
    - Material insuficiente: ningún bando puede dar mate nunca, se juegue lo que
      se juegue; por ejemplo, rey contra rey, o rey y alfil o rey y caballo contra
      rey.
    - Quíntuple repetición: la misma posición se ha dado cinco veces.
    - Regla de los setenta y cinco movimientos: 75 jugadas seguidas de cada
      jugador sin captura ni jugada de peón; salvo que la última de ellas dé jaque
      mate, en cuyo caso cuenta el mate.

    ### Tablas que un jugador puede reclamar (con Reclamar tablas)
    - Triple repetición: la misma posición se ha dado tres veces, no
      necesariamente seguidas. La misma posición significa las mismas piezas en
      las mismas casillas, el mismo jugador con el turno, y las mismas
      posibilidades de enroque y de captura al paso.
    - Regla de los cincuenta movimientos: en las últimas 50 jugadas de cada
      jugador no ha habido ninguna captura ni jugada de peón.

    ### Tablas de mutuo acuerdo
    - Un jugador ofrece tablas (Ofrecer tablas) y el rival acepta. El ordenador
      solo acepta cuando considera perdida su propia posición o la partida
      totalmente igualada.

## Si la ayuda de arriba no se puede leer (las pruebas lo impiden).
help-damaged-title = Ayuda
# $error: lo que falla, en inglés.
help-damaged = El texto de la ayuda está dañado: { $error }
