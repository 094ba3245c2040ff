// Topics from the demo user's life at home. Invented text, written for this demo. A tip tagged
// 0-2 answers the opener with that index; an untagged tip fits anywhere in the topic.
import type { Topic } from "./demo-topics";

export const HOME_TOPICS = {
  pets: {
    openers: [
      [
        "I'm trying to get into a better routine with my dog. Can you help me put together a simple daily schedule?",
        "User asked for help with a daily routine for their dog.",
      ],
      [
        "We're away for a weekend soon and I can't decide between boarding the dog or getting a sitter.",
        "User is choosing between boarding and a sitter for their dog.",
      ],
      ["My dog pulls like a sled dog on every walk. How do I fix that without losing my mind?", "User asked how to stop their dog pulling on the leash."],
    ],
    fillers: [
      ["My neighbor {friend} offered to walk the dog on {weekday}s, which is a huge help.", "User's neighbor {friend} walks the dog on {weekday}s."],
      [
        "The vet said she's gained {n} pounds since spring, so we're cutting back on treats.",
        "The vet told the user their dog gained {n} pounds; treats are being cut back.",
      ],
      [
        "We've been doing short training sessions after dinner and she finally sits on the first ask.",
        "User does short training sessions with the dog after dinner.",
      ],
      ["I bought a puzzle feeder last week and it keeps her busy for a good twenty minutes.", "User bought a puzzle feeder for the dog."],
    ],
    tips: [
      [
        "a fixed walk schedule",
        "Keep walks at roughly the same times every day. Dogs settle faster when they can predict their day, and a consistent morning walk makes accidents indoors much rarer.",
        0,
      ],
      [
        "measured meals",
        "Measure meals with a real cup instead of eyeballing it, and count treats as part of the daily total. Small extras add up quickly for smaller dogs.",
        0,
      ],
      [
        "a wind-down hour",
        "Give the evening a calm last hour: a short sniffing walk, a chew, then lights down. Dogs copy the household's energy more than we realise.",
        0,
      ],
      ["a trial stay", "Whether you pick a sitter or boarding, do a short trial stay first so you learn how your dog copes before it really matters.", 1],
      [
        "checking references",
        "Ask a sitter for two references from other dog owners and a quick meet-and-greet at home; how your dog reacts to them tells you a lot.",
        1,
      ],
      ["a written care sheet", "Leave a one-page care sheet with feeding amounts, walk times, the vet's number and any quirks, so nobody has to guess.", 1],
      [
        "a front-clip harness",
        "A front-clip harness turns your dog sideways when she pulls, which takes the fun out of it; pair it with stopping dead every time the leash goes tight.",
        2,
      ],
      [
        "rewarding a loose leash",
        "Reward her the moment the leash goes slack, with a treat at your knee. Within a week she'll start checking in with you on her own.",
        2,
      ],
      ["sniff breaks", "Build in sniff breaks on a cue like 'go sniff'. A dog allowed to explore on purpose pulls far less the rest of the walk.", 2],
      [
        "short training sessions",
        "Train in bursts of five to ten minutes rather than one long session, and end each one on an easy win so your dog stays keen for the next round.",
      ],
      [
        "puzzle feeders",
        "Swap the food bowl for a puzzle feeder or a snuffle mat a few times a week. Mental work tires dogs out surprisingly well, especially on rainy days.",
      ],
      [
        "a quiet crate corner",
        "Set up a crate or bed in a quiet corner and make it a place where only good things happen. Never use it as a punishment, or it stops feeling safe.",
      ],
      [
        "regular vet check-ups",
        "Book a check-up once a year, or twice a year for older dogs, and keep a note of vaccinations and weights so you can spot changes early.",
      ],
      [
        "gradual socialising",
        "Introduce new people, dogs and places gradually. A calm five-minute visit does more good than a chaotic hour at a packed dog park.",
      ],
    ],
  },
  cooking: {
    openers: [
      ["Can you help me plan dinners for a busy week? I only have about thirty minutes most nights.", "User asked for help planning quick weeknight dinners."],
      ["I'm hosting a small dinner party and I'm nervous about timing everything right.", "User is hosting a dinner party and worried about timing."],
      ["My knife skills are terrible and chopping takes forever. How do I get faster?", "User wants to improve their knife skills."],
    ],
    fillers: [
      ["{friend} gave me a cast-iron pan for my birthday and I'm a little scared of ruining it.", "User got a cast-iron pan from {friend}."],
      ["I meal-prepped on {weekday} for the first time and it actually saved me a lot of stress.", "User tried meal prep on a {weekday}."],
      ["I keep buying fresh herbs and then throwing half of them away.", "User often wastes fresh herbs."],
      ["We've been trying to cook at home at least {n} nights a week to save money.", "User aims to cook at home {n} nights a week."],
    ],
    tips: [
      [
        "a four-dinner plan",
        "Plan four dinners, not seven. Leftovers, a night out and one 'fridge clean-out' meal fill the rest, and you waste far less food.",
        0,
      ],
      [
        "batch-cooked grains",
        "Cook a big pot of rice, farro or lentils on the weekend. With a cooked base in the fridge, most weeknight meals are fifteen minutes away.",
        0,
      ],
      [
        "sheet-pan dinners",
        "Lean on sheet-pan dinners: vegetables and a protein on one tray, one temperature, one pan to wash. Change the spices and it never feels repetitive.",
        0,
      ],
      ["a make-ahead dessert", "For a dinner party, choose a dessert you can make the day before. It takes one whole timing problem off the evening.", 1],
      ["a reverse timeline", "Write a timeline backwards from when you want to eat, so you know exactly when each dish has to go in the oven.", 1],
      [
        "one hot dish",
        "Serve only one dish that has to come out of the oven at the last minute; salads, dips and room-temperature sides take the pressure off.",
        1,
      ],
      [
        "a sharp chef's knife",
        "A sharp, mid-priced chef's knife beats an expensive dull one. Hone it before each use and have it sharpened properly once or twice a year.",
        2,
      ],
      ["the claw grip", "Use the claw grip: fingertips tucked under, knuckles guiding the blade. Speed comes on its own once the motion feels safe.", 2],
      ["a damp towel under the board", "Put a damp towel under the cutting board so it can't slide. A stable board is half of both speed and safety.", 2],
      [
        "mise en place",
        "Prep and measure everything before you turn on the heat. It feels slower, but it is the main thing that stops dishes from burning while you chop.",
      ],
      [
        "herbs in water",
        "Store soft herbs like parsley and cilantro upright in a glass of water in the fridge, loosely covered, and they will last a week or more.",
      ],
      ["seasoning cast iron", "Dry cast iron on the stove after washing and wipe on a thin film of oil. A little soap is fine; soaking it overnight is not."],
      [
        "tasting as you go",
        "Taste at every stage and adjust salt and acid a little at a time. A squeeze of lemon fixes more dull dishes than extra salt does.",
      ],
      ["a stocked pantry", "Keep a short list of pantry staples, such as canned tomatoes, beans, pasta, stock and spices, so a real meal is always possible."],
    ],
  },
  gardening: {
    openers: [
      ["I want to grow herbs on my balcony but it only gets afternoon sun. Is that enough?", "User wants to grow herbs on a balcony with afternoon sun."],
      ["My houseplants keep dying and I honestly don't know what I'm doing wrong.", "User's houseplants keep dying."],
      ["What's a low-effort way to start composting in a small apartment?", "User wants to start composting in an apartment."],
    ],
    fillers: [
      ["My basil is finally thriving, I've made pesto {n} times this month.", "User's basil is thriving; pesto made {n} times this month."],
      ["{friend} gave me a cutting from her pothos and it's already rooting in water.", "User is rooting a pothos cutting from {friend}."],
      ["I think I've been overwatering everything, the soil never dries out.", "User suspects they overwater their plants."],
      ["I spent all of {weekday} repotting and the balcony looks like a jungle now.", "User spent a {weekday} repotting plants."],
    ],
    tips: [
      [
        "sun-matched herbs",
        "Mint, parsley and chives tolerate partial sun; rosemary and thyme want more. Group the sun lovers at the brightest edge of the balcony.",
        0,
      ],
      ["regular pinching", "Pinch basil just above a pair of leaves to keep it bushy, and take off flower buds so it keeps putting energy into leaves.", 0],
      ["wind protection", "Balconies can be windy and dry out pots quickly; a simple screen or grouping pots together keeps moisture in on hot afternoons.", 0],
      [
        "light before fertilizer",
        "Most struggling houseplants need more light, not more food. Move them closer to a window before you reach for fertilizer.",
        1,
      ],
      [
        "checking the roots",
        "If a plant is wilting in wet soil, slide it out of the pot and look at the roots. Brown, mushy roots mean rot, and it needs fresh soil.",
        1,
      ],
      ["forgiving plants first", "Start with forgiving plants like pothos, snake plants and ZZ plants; they shrug off missed waterings while you learn.", 1],
      [
        "a bokashi bin",
        "In a small apartment, a bokashi bin or a sealed countertop caddy keeps food scraps from smelling, and many neighborhoods have drop-off points.",
        2,
      ],
      ["a freezer scrap bag", "Keep a bag of scraps in the freezer until drop-off day. No smell, no fruit flies and no daily trips downstairs.", 2],
      ["greens and browns", "Balance wet kitchen scraps with dry 'browns' like shredded cardboard; a compost that smells bad is almost always too wet.", 2],
      ["the finger test", "Water when the top two centimeters of soil are dry, not on a fixed calendar. Push a finger in; if it comes out clean, it's time."],
      [
        "pots with drainage",
        "Make sure every pot has a drainage hole. Decorative pots without one are fine as covers, but the plant should sit in a plastic pot inside.",
      ],
      ["diluted feeding", "Feed at half strength every two to three weeks in spring and summer, and stop in winter when growth slows."],
      ["a plant log", "Keep a simple log of when you water and repot. Patterns become obvious after a month and take the guesswork out of care."],
      ["fresh potting mix", "Repot into fresh mix every year or two. Old soil compacts, drains badly and holds little nutrition."],
    ],
  },
  home: {
    openers: [
      ["Our living room feels cramped. Any ideas for making a small space feel bigger?", "User wants a small living room to feel bigger."],
      ["I'm working from home more and my setup is killing my back. What should I change first?", "User asked how to improve their home office setup."],
      ["How do people actually keep on top of cleaning? Our place is always a mess by Thursday.", "User asked for a cleaning routine that sticks."],
    ],
    fillers: [
      ["{friend} helped me move the bookshelf and suddenly the whole room makes more sense.", "{friend} helped the user rearrange the living room."],
      ["We finally hung the curtains I've been putting off for {n} months.", "User hung curtains after putting it off for {n} months."],
      ["I returned the rug I bought online, it looked nothing like the photos.", "User returned a rug bought online."],
      ["Every {weekday} we do a quick reset of the kitchen and it's helped a lot.", "User resets the kitchen every {weekday}."],
    ],
    tips: [
      ["a large mirror", "Put a large mirror opposite or next to a window. It bounces light around and makes the room read as deeper than it is.", 0],
      [
        "leggy furniture",
        "Choose furniture on legs so you can see the floor underneath; it makes a small room feel less crowded than bulky pieces that sit flat.",
        0,
      ],
      ["layered lighting", "Use three light sources in a room, at different heights. A single ceiling light makes any room feel smaller and flatter.", 0],
      [
        "monitor at eye level",
        "Raise your monitor so the top edge is at eye level and about an arm's length away. A stack of books works fine until you buy a stand.",
        1,
      ],
      [
        "a proper chair",
        "If you sit for hours, the chair matters more than the desk. Your feet should rest flat and your hips should be slightly above your knees.",
        1,
      ],
      ["standing breaks", "Stand up every half hour, even for a minute. No setup is good enough to sit still in for four hours straight.", 1],
      ["a daily ten-minute reset", "A ten-minute reset every evening beats a three-hour clean on Saturday. Set a timer and stop when it rings.", 2],
      ["one room a day", "Give each day one room for a slightly deeper clean, so nothing ever needs a whole weekend.", 2],
      ["a shared chore list", "Put chores on a shared list and rotate them weekly; arguments are usually about invisible work, not the work itself.", 2],
      ["one-in, one-out", "Try a one-in, one-out rule for clothes and kitchen gadgets, so clutter stops growing faster than you can tidy it."],
      [
        "comparing return policies",
        "Before ordering anything bulky online, check the return policy and the shipping fee for returns; they vary more than prices do.",
      ],
      ["a drop zone", "Create a drop zone by the door for keys, mail and bags, so the rest of the flat doesn't become one."],
      ["measuring twice", "Measure doorways, stairs and the lift before ordering furniture. Plenty of sofas have spent a night in a hallway."],
      ["vertical storage", "Use wall shelves and tall bookcases; in a small home, floor space is precious and walls are free."],
    ],
  },
  sleep: {
    openers: [
      ["I've been sleeping badly for weeks. Where do I even start?", "User has been sleeping badly for weeks."],
      ["I wake up at 4 am most nights and can't get back to sleep. Any ideas?", "User wakes up at 4 am and can't fall back asleep."],
      ["Work stress is following me into bed. How do I switch off in the evening?", "User struggles to switch off from work stress at night."],
    ],
    fillers: [
      ["I tried a meditation app for {n} days in a row and I think it helps a little.", "User tried a meditation app for {n} days."],
      ["{friend} swears by weighted blankets, so I'm tempted to try one.", "User is considering a weighted blanket on {friend}'s advice."],
      ["I cut coffee after 2 pm and my afternoons are rougher but my nights are better.", "User stopped drinking coffee after 2 pm."],
      ["My smartwatch says I'm averaging under six hours of sleep, which explains a lot.", "User averages under six hours of sleep."],
    ],
    tips: [
      [
        "a consistent wake time",
        "Keep the same wake-up time every day, weekends included. It anchors your body clock more strongly than a fixed bedtime does.",
        0,
      ],
      ["morning daylight", "Get outside for ten minutes of daylight soon after waking. It makes it easier to feel sleepy at the right time in the evening.", 0],
      [
        "a sleep diary",
        "Keep a simple sleep diary for two weeks: bedtime, wake time, caffeine and how you felt. Patterns show up faster than you'd expect.",
        0,
      ],
      [
        "getting up after twenty minutes",
        "If you're awake for more than about twenty minutes, get up and do something dull in dim light until you feel sleepy again.",
        1,
      ],
      ["no clock-watching", "Turn the clock away from the bed. Checking the time at 4 am starts the mental arithmetic that keeps you awake.", 1],
      ["an earlier, lighter dinner", "Eat dinner a little earlier and go easy on alcohol; both are common reasons for waking in the small hours.", 1],
      ["a worry list", "Write tomorrow's worries and to-dos on paper before bed. Once they're parked somewhere, your brain stops rehearsing them.", 2],
      [
        "a shutdown ritual",
        "End the workday with a short shutdown ritual, like closing tabs and writing the first task for tomorrow, so work has a clear finish line.",
        2,
      ],
      ["slow breathing", "Try a few minutes of slow breathing with a longer exhale than inhale. It is a simple, reliable way to calm a racing mind.", 2],
      ["a cool, dark bedroom", "Keep the bedroom cool and dark; blackout curtains or a simple eye mask make a real difference if you wake with the sun."],
      ["a caffeine cutoff", "Keep caffeine to the morning if you can; it lingers for hours and can make falling asleep harder even when you feel tired."],
      ["a phone-free bedroom", "Charge your phone outside the bedroom and use a cheap alarm clock instead. It removes the easiest late-night distraction."],
      ["short naps only", "If you nap, keep it under twenty minutes and before mid-afternoon so it doesn't eat into the night's sleep."],
      ["a dimmer evening", "Dim the lights an hour before bed. Bright overhead light in the evening tells your body it's still daytime."],
    ],
  },
  reading: {
    openers: [
      ["I used to read all the time and now I can't finish a book. How do I get back into it?", "User wants to get back into reading."],
      ["Do you have tips for actually remembering what I read?", "User wants to remember more of what they read."],
      ["I want to start a small book club with friends. How do we keep it from fizzling out?", "User wants to start a book club with friends."],
    ],
    fillers: [
      ["{friend} lent me a huge fantasy novel and I'm only {n} chapters in.", "User is reading a fantasy novel lent by {friend}."],
      ["I've switched to reading on paper before bed instead of my phone.", "User reads paper books before bed."],
      ["I joined the library's app so I can borrow audiobooks, it's been great.", "User borrows audiobooks through the library app."],
      ["Our book club met on {weekday} and we spent more time on snacks than the book.", "User's book club met on a {weekday}."],
    ],
    tips: [
      ["shorter books first", "Pick a short, gripping book to restart the habit. Finishing something quickly builds momentum for longer reads.", 0],
      ["a reading slot", "Tie reading to a daily moment, like the first twenty minutes after dinner, so it stops competing with everything else.", 0],
      ["permission to quit", "Give yourself permission to abandon books. Fifty pages is a fair trial; pushing through a book you dislike kills the habit.", 0],
      ["chapter summaries", "Write a one-line summary at the end of every chapter. Retelling it in your own words is what makes it stick.", 1],
      ["talking about it", "Tell someone about what you read within a day or two. Explaining an idea is the best memory aid there is.", 1],
      ["a commonplace notebook", "Copy the passages you love into one notebook. Rereading it every few months brings whole books back.", 1],
      [
        "a monthly rhythm",
        "For a book club, fix a date each month and pick the next book at the end of every meeting, so nobody has to organise from scratch.",
        2,
      ],
      ["rotating hosts", "Rotate the host and let them pick the book. It spreads the work and keeps the choices varied.", 2],
      ["three questions", "Have the host bring three open questions. It keeps the conversation on the book for at least the first half hour.", 2],
      ["audiobooks for chores", "Audiobooks or podcasts during chores and commutes add hours of reading a week without taking time from anything else."],
      ["a to-read list", "Keep a running to-read list on your phone, so when you finish a book the next one is already waiting."],
      ["the library first", "Borrow before you buy. Library apps make it painless to try a book and drop it without guilt."],
      ["mixing genres", "Alternate something demanding with something light. A thriller between two heavy books keeps the streak alive."],
      ["a book on the table", "Leave the current book where your phone usually lands. The easiest habit to keep is the one within reach."],
    ],
  },
} satisfies Record<string, Topic>;
