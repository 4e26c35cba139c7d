// The demo data's words: categories, people, places, bios, task templates, offers, reviews.
// Bios never contain " from " except in the " from <City> <ST>" marker (the profile reads the
// location as the first two words after it), and "Business:" only as the business-name marker.

export const CATEGORIES = [
  {
    name: "Home Repairs",
    icon: "wrench",
    baseRate: "55.00",
    description: "Fix squeaky doors, patch drywall, replace fixtures and tackle the to-do list around the house.",
  },
  {
    name: "Cleaning",
    icon: "sparkles",
    baseRate: "40.00",
    description: "Standard and deep cleaning for apartments and homes, move-out cleans and post-party resets.",
  },
  {
    name: "Moving",
    icon: "truck",
    baseRate: "65.00",
    description: "Loading, unloading and carrying help for moves big and small, with or without a truck.",
  },
  {
    name: "Mounting",
    icon: "tv",
    baseRate: "50.00",
    description: "TVs, shelves, mirrors, art and curtain rods mounted level and secure on any wall type.",
  },
  {
    name: "Yard Work",
    icon: "leaf",
    baseRate: "45.00",
    description: "Mowing, weeding, leaf cleanup, hedge trimming and seasonal garden care.",
  },
  {
    name: "Painting",
    icon: "paintbrush",
    baseRate: "50.00",
    description: "Interior walls, ceilings, trim, cabinets and touch-ups with clean lines and tidy prep.",
  },
  {
    name: "Delivery",
    icon: "package",
    baseRate: "35.00",
    description: "Same-day pickup and delivery of furniture, store orders, marketplace finds and more.",
  },
  {
    name: "Furniture Assembly",
    icon: "sofa",
    baseRate: "45.00",
    description: "Beds, wardrobes, desks, cribs and shelving assembled quickly and correctly.",
  },
  {
    name: "Plumbing",
    icon: "droplets",
    baseRate: "75.00",
    description: "Leaky faucets, running toilets, clogged drains and fixture swaps.",
  },
  {
    name: "Electrical",
    icon: "zap",
    baseRate: "70.00",
    description: "Light fixtures, ceiling fans, outlets, switches and smart home devices installed safely.",
  },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]["name"];

export interface City {
  city: string;
  state: string;
  area: string;
}
export const CITIES: City[] = [
  { city: "Austin", state: "TX", area: "512" },
  { city: "Brooklyn", state: "NY", area: "718" },
  { city: "Denver", state: "CO", area: "303" },
  { city: "Seattle", state: "WA", area: "206" },
  { city: "Chicago", state: "IL", area: "312" },
  { city: "Portland", state: "OR", area: "503" },
  { city: "Atlanta", state: "GA", area: "404" },
  { city: "Phoenix", state: "AZ", area: "602" },
  { city: "Nashville", state: "TN", area: "615" },
  { city: "Boston", state: "MA", area: "617" },
  { city: "Minneapolis", state: "MN", area: "612" },
  { city: "Raleigh", state: "NC", area: "919" },
  { city: "Miami", state: "FL", area: "305" },
  { city: "San Diego", state: "CA", area: "619" },
  { city: "Houston", state: "TX", area: "713" },
];

export const STREETS = [
  "Maple Ave",
  "Oak St",
  "Cedar Ln",
  "Elm St",
  "Pine Rd",
  "Willow Way",
  "Lakeview Dr",
  "Park Pl",
  "Sunset Blvd",
  "Hillcrest Dr",
  "Riverside Dr",
  "Chestnut St",
  "Magnolia Ave",
  "Highland Ave",
  "Walnut St",
  "Birch Ct",
  "Main St",
  "Grove St",
  "Spring St",
  "Ridge Rd",
];

export const TASKER_NAMES: [string, string][] = [
  ["Marcus", "Johnson"],
  ["Sofia", "Ramirez"],
  ["David", "Kim"],
  ["Aisha", "Patel"],
  ["Ethan", "Walker"],
  ["Olivia", "Chen"],
  ["Jamal", "Washington"],
  ["Emily", "Nguyen"],
  ["Carlos", "Mendoza"],
  ["Hannah", "Schmidt"],
  ["Tyrone", "Davis"],
  ["Priya", "Sharma"],
  ["Lucas", "Oliveira"],
  ["Grace", "O'Connor"],
  ["Mateo", "Rossi"],
  ["Chloe", "Martin"],
  ["Andre", "Baptiste"],
  ["Mia", "Johansson"],
  ["Kevin", "Tran"],
  ["Natalie", "Foster"],
  ["Omar", "Haddad"],
  ["Rachel", "Goldberg"],
  ["Diego", "Herrera"],
  ["Samantha", "Reed"],
  ["Brandon", "Mitchell"],
  ["Leila", "Farouk"],
  ["Ryan", "Murphy"],
  ["Isabella", "Cruz"],
  ["Tomasz", "Nowak"],
  ["Jasmine", "Carter"],
  ["Daniel", "Okafor"],
  ["Megan", "Sullivan"],
  ["Hiroshi", "Tanaka"],
  ["Ava", "Thompson"],
  ["Luis", "Castillo"],
  ["Brianna", "Jackson"],
  ["Nathan", "Price"],
  ["Elena", "Petrova"],
  ["Victor", "Alvarez"],
  ["Zoe", "Bennett"],
  ["Kwame", "Mensah"],
  ["Lauren", "Hughes"],
  ["Miguel", "Santos"],
  ["Kayla", "Robinson"],
  ["Sean", "Gallagher"],
  ["Fatima", "Ali"],
  ["Cody", "Blake"],
  ["Noah", "Fischer"],
];

export const CUSTOMER_NAMES: [string, string][] = [
  ["Emma", "Wilson"],
  ["Michael", "Brown"],
  ["Sarah", "Lopez"],
  ["James", "Anderson"],
  ["Ashley", "Clark"],
  ["Christopher", "Young"],
  ["Jessica", "Hall"],
  ["Matthew", "Allen"],
  ["Amanda", "King"],
  ["Joshua", "Wright"],
  ["Stephanie", "Scott"],
  ["Andrew", "Green"],
  ["Nicole", "Adams"],
  ["Justin", "Baker"],
  ["Rebecca", "Nelson"],
  ["Tyler", "Hill"],
  ["Vanessa", "Rivera"],
  ["Patrick", "Campbell"],
  ["Monica", "Flores"],
  ["Derek", "Evans"],
];

/** What a tasker whose main skill is the key calls themselves, and which skills go with it. */
export const TRADES: Record<CategoryName, { trade: string; related: CategoryName[] }> = {
  "Home Repairs": {
    trade: "handyman",
    related: ["Mounting", "Furniture Assembly", "Painting", "Plumbing", "Electrical"],
  },
  Cleaning: { trade: "house cleaner", related: ["Yard Work", "Moving", "Delivery"] },
  Moving: { trade: "mover", related: ["Delivery", "Furniture Assembly", "Cleaning"] },
  Mounting: { trade: "mounting specialist", related: ["Furniture Assembly", "Home Repairs", "Electrical"] },
  "Yard Work": { trade: "landscaper", related: ["Cleaning", "Moving", "Painting"] },
  Painting: { trade: "painter", related: ["Home Repairs", "Mounting", "Cleaning"] },
  Delivery: { trade: "delivery driver", related: ["Moving", "Furniture Assembly"] },
  "Furniture Assembly": { trade: "furniture assembler", related: ["Mounting", "Moving", "Delivery"] },
  Plumbing: { trade: "plumber", related: ["Home Repairs", "Electrical"] },
  Electrical: { trade: "electrician", related: ["Home Repairs", "Mounting"] },
};

/** One opening sentence per main skill; {years} is filled in. */
export const BIO_OPENERS: Record<CategoryName, string[]> = {
  "Home Repairs": [
    "I've spent {years} years fixing the small stuff that piles up: sticky doors, leaky caulk, loose railings and drywall dings.",
    "Former property maintenance tech with {years} years of experience keeping older homes in working order.",
  ],
  Cleaning: [
    "I've been cleaning homes and apartments for {years} years and I treat every place like my own.",
    "Detail-obsessed cleaner with {years} years of experience in move-out cleans, deep cleans and weekly upkeep.",
  ],
  Moving: [
    "I've helped hundreds of families move over the last {years} years, three-flight walk-ups included.",
    "Strong, careful and fast: {years} years of loading trucks, wrapping furniture and carrying pianos up stairs.",
  ],
  Mounting: [
    "I've mounted TVs, floating shelves, mirrors and art on drywall, plaster and brick for {years} years.",
    "Mounting is my specialty: {years} years of hanging TVs level, hiding cables and installing heavy mirrors safely.",
  ],
  "Yard Work": [
    "I've kept lawns and gardens looking sharp for {years} years, through every season.",
    "Landscaping has been my trade for {years} years: mowing, edging, mulching, pruning and fall leaf cleanups.",
  ],
  Painting: [
    "I've been painting interiors for {years} years and I'm known for crisp cut lines and zero drips.",
    "Professional painter with {years} years on residential jobs, accent walls, cabinets and trim.",
  ],
  Delivery: [
    "I run same-day pickups and deliveries with my pickup truck and have done so for {years} years.",
    "Need something picked up? I've spent {years} years hauling furniture, appliances and marketplace finds around town.",
  ],
  "Furniture Assembly": [
    "I've assembled everything IKEA, Wayfair and West Elm sell over the past {years} years, usually faster than the manual says.",
    "Flat-pack furniture is my thing: {years} years of beds, wardrobes, desks, cribs and outdoor sets.",
  ],
  Plumbing: [
    "Licensed plumber's helper with {years} years of experience on faucets, toilets, disposals and drains.",
    "I've fixed leaks and swapped fixtures in homes across the metro for {years} years.",
  ],
  Electrical: [
    "I've installed light fixtures, ceiling fans and smart switches for {years} years and always work to code.",
    "Electrical work done safely: {years} years of outlets, dimmers, fans and doorbell cameras.",
  ],
};

/** Sentences about tools and supplies; `for` limits one to taskers whose main skill is listed. */
export const BIO_TOOLS: { text: string; for?: CategoryName[] }[] = [
  {
    text: "I bring my own drill, stud finder, levels and a full box of anchors and hardware.",
    for: ["Home Repairs", "Mounting", "Furniture Assembly", "Electrical"],
  },
  {
    text: "My van is stocked with ladders, drop cloths, rollers and every brush the job might need.",
    for: ["Painting", "Home Repairs"],
  },
  {
    text: "I carry moving blankets, straps, a dolly and floor protection on every job.",
    for: ["Moving", "Delivery", "Furniture Assembly"],
  },
  { text: "All supplies are included, and I use eco-friendly products unless you prefer your own.", for: ["Cleaning"] },
  {
    text: "I own a truck and a trailer, so bulky items are never a problem.",
    for: ["Moving", "Delivery", "Yard Work"],
  },
  { text: "I have my own mower, trimmer, blower and hauling bags for yard debris.", for: ["Yard Work"] },
  {
    text: "I keep spare parts for the most common fixtures in the truck, which saves you a second visit.",
    for: ["Plumbing", "Electrical", "Home Repairs"],
  },
  { text: "I show up with professional-grade tools and leave nothing behind but a finished job." },
  { text: "Everything I need comes with me, so all you have to do is point me to the job." },
];

export const BIO_STYLES = [
  "I communicate clearly, show up on time and clean up before I leave.",
  "Customers tell me they like how calm and organized I am, even on messy projects.",
  "I send a photo when the job is done and I'm happy to come back if anything isn't right.",
  "I'm friendly with pets and kids, and I always wear shoe covers indoors.",
  "I give honest estimates up front and never surprise you with extra charges.",
  "I take pride in doing it right the first time, so you won't have to call anyone again.",
  "Weekend and evening slots are usually open, just send me a message.",
  "Quick replies, fair prices and careful work are what keep my regulars coming back.",
];

/** Business names by main skill, used by the bios with a 'Business:' marker. */
export const BUSINESS_NAMES: Record<CategoryName, string[]> = {
  "Home Repairs": ["Fix-It Fast Home Services", "Handy Hands Repair", "Honey-Do Solutions"],
  Cleaning: ["Spotless Spaces Cleaning", "Fresh Start Cleaners", "Sparkle & Shine"],
  Moving: ["Heavy Lifters Moving Co.", "Northside Movers", "Easy Haul Moving"],
  Mounting: ["Level Up Mounting", "Wall Hang Experts", "Straight & Level"],
  "Yard Work": ["Green Thumb Yard Care", "Evergreen Lawn & Garden", "Curb Appeal Crew"],
  Painting: ["True Color Painting", "Clean Lines Painting", "Fresh Coat Co."],
  Delivery: ["Swift Haul Delivery", "Metro Errand Runners", "Same Day Sam's"],
  "Furniture Assembly": ["Flat Pack Pros", "Allen Key Assembly", "Assembled Right"],
  Plumbing: ["Reliable Pipes", "Drip Stop Plumbing", "Flow Right Plumbing"],
  Electrical: ["Bright Spark Electric", "Switched On Electrical", "Live Wire Pros"],
};

export const AVAILABILITY_PRESETS = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    hours: "8am - 6pm",
    weekdays: true,
    weekends: false,
  },
  { days: ["Saturday", "Sunday"], hours: "9am - 5pm", weekdays: false, weekends: true },
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    hours: "7am - 7pm",
    weekdays: true,
    weekends: true,
  },
  { days: ["Monday", "Wednesday", "Friday", "Saturday"], hours: "9am - 4pm", weekdays: true, weekends: true },
  { days: ["Tuesday", "Thursday", "Saturday"], hours: "10am - 8pm", weekdays: true, weekends: true },
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    hours: "5pm - 9pm",
    weekdays: true,
    weekends: false,
  },
];

export interface TaskTemplate {
  title: string;
  description: string;
  budget: [number, number];
  hours: number;
}

export const TASK_TEMPLATES: Record<CategoryName, TaskTemplate[]> = {
  "Home Repairs": [
    {
      title: "Fix sticking front door",
      description:
        "Our front door scrapes the frame and is hard to lock. Probably needs the hinges adjusted or a little planed off the edge.",
      budget: [80, 140],
      hours: 2,
    },
    {
      title: "Patch drywall holes in hallway",
      description:
        "Three fist-sized holes and a few anchor holes in the hallway drywall. Need them patched, sanded and ready for paint.",
      budget: [100, 180],
      hours: 3,
    },
    {
      title: "Replace bathroom caulk and grout",
      description:
        "The caulk around the tub is moldy and cracking. Looking for someone to remove it, clean up and re-caulk, plus touch up a bit of grout.",
      budget: [90, 150],
      hours: 2,
    },
    {
      title: "Install new cabinet hardware",
      description:
        "24 knobs and pulls to swap in the kitchen. Holes need to line up with the new pulls (3-inch to 5-inch spacing).",
      budget: [70, 120],
      hours: 2,
    },
    {
      title: "Repair loose deck railing",
      description:
        "A section of our deck railing wobbles. Need the posts tightened or reinforced so it's safe for the kids.",
      budget: [120, 220],
      hours: 3,
    },
  ],
  Cleaning: [
    {
      title: "Deep clean 2-bedroom apartment",
      description:
        "Full deep clean before my in-laws visit: kitchen, two bathrooms, baseboards, inside the fridge and oven.",
      budget: [160, 260],
      hours: 5,
    },
    {
      title: "Move-out cleaning",
      description:
        "Moving out of a one-bedroom and want the deposit back. Empty unit, needs cabinets, appliances, floors and windows done.",
      budget: [150, 240],
      hours: 4,
    },
    {
      title: "Weekly home cleaning",
      description: "Looking for a regular weekly clean of a 3-bedroom house. This first visit would be a trial run.",
      budget: [100, 160],
      hours: 3,
    },
    {
      title: "Post-party cleanup",
      description:
        "Hosted a birthday party for 30 people. Need help with dishes, floors, bathrooms and taking out the trash.",
      budget: [90, 150],
      hours: 3,
    },
    {
      title: "Clean windows inside and out",
      description: "Twelve windows on the ground floor plus the sliding glass door. Screens need a wash too.",
      budget: [100, 170],
      hours: 3,
    },
  ],
  Moving: [
    {
      title: "Help moving a one-bedroom apartment",
      description:
        "Need two people to load a rented truck from a second-floor walk-up. Mostly boxes, a queen bed, couch and dresser.",
      budget: [200, 360],
      hours: 4,
    },
    {
      title: "Move couch up three flights",
      description:
        "New sectional (two pieces) is being delivered to the curb. Need help carrying it up to my third-floor apartment.",
      budget: [80, 140],
      hours: 1,
    },
    {
      title: "Load a storage unit",
      description:
        "About 40 boxes, a desk and a bike need to go into a 10x10 storage unit across town. I have the truck.",
      budget: [150, 250],
      hours: 3,
    },
    {
      title: "Rearrange heavy living room furniture",
      description:
        "Want to swap the living room and office furniture around. Includes a heavy bookcase and an upright piano.",
      budget: [120, 200],
      hours: 2,
    },
    {
      title: "Unload a moving pod",
      description: "Our pod arrives Friday. Need help unloading it into the garage and carrying beds upstairs.",
      budget: [180, 300],
      hours: 3,
    },
  ],
  Mounting: [
    {
      title: "Mount 65-inch TV above fireplace",
      description:
        "Have a full-motion mount already. Wall above the fireplace is drywall over brick. Would like the cables hidden if possible.",
      budget: [120, 200],
      hours: 2,
    },
    {
      title: "Hang a gallery wall",
      description:
        "Eleven framed prints of different sizes for the staircase wall. I have a paper template for the layout.",
      budget: [90, 160],
      hours: 2,
    },
    {
      title: "Install floating shelves",
      description:
        "Three 36-inch floating shelves in the living room. Need them to hold books, so they must go into studs.",
      budget: [90, 150],
      hours: 2,
    },
    {
      title: "Mount soundbar and TV",
      description:
        "55-inch TV on a tilting mount with the soundbar right below it. Plaster walls in an older building.",
      budget: [110, 180],
      hours: 2,
    },
    {
      title: "Hang heavy mirror and curtain rods",
      description: "A 60-pound mirror in the entryway and curtain rods for four bedroom windows.",
      budget: [100, 170],
      hours: 3,
    },
  ],
  "Yard Work": [
    {
      title: "Fall leaf cleanup",
      description: "Big oak trees dropped everything at once. Need leaves raked and bagged in front and back yards.",
      budget: [120, 200],
      hours: 4,
    },
    {
      title: "Mow and edge the lawn",
      description: "Quarter-acre lawn that got away from me. Mow, edge along the driveway and blow off the walkways.",
      budget: [60, 110],
      hours: 2,
    },
    {
      title: "Trim hedges and shrubs",
      description: "About 60 feet of boxwood hedges plus a few overgrown shrubs by the porch need shaping.",
      budget: [100, 180],
      hours: 3,
    },
    {
      title: "Spread mulch in garden beds",
      description: "Ten bags of mulch are already here. Need beds weeded and mulch spread evenly.",
      budget: [90, 150],
      hours: 3,
    },
    {
      title: "Plant spring vegetable garden",
      description: "Two raised beds need the old soil turned, compost added and about 30 seedlings planted.",
      budget: [80, 140],
      hours: 2,
    },
  ],
  Painting: [
    {
      title: "Paint bedroom walls",
      description:
        "12x14 bedroom, walls only, going from beige to a soft green. I've bought the paint. Some small nail holes to fill first.",
      budget: [220, 380],
      hours: 5,
    },
    {
      title: "Paint an accent wall",
      description: "One living room wall in a dark navy. Needs painter's tape along the ceiling and two coats.",
      budget: [120, 200],
      hours: 3,
    },
    {
      title: "Touch up trim and baseboards",
      description:
        "Scuffed baseboards and door trim throughout the first floor. Semi-gloss white, paint is in the garage.",
      budget: [150, 250],
      hours: 4,
    },
    {
      title: "Repaint kitchen cabinets",
      description: "Twenty cabinet doors and frames, currently oak. Want them sanded, primed and painted white.",
      budget: [500, 900],
      hours: 8,
    },
    {
      title: "Patch and paint bedroom wall",
      description:
        "Removed a wall-mounted desk and left holes and a rough patch. Need it patched, sanded and repainted to match.",
      budget: [120, 200],
      hours: 3,
    },
  ],
  Delivery: [
    {
      title: "Pick up a dresser from Facebook Marketplace",
      description:
        "Already paid for a solid wood dresser about 10 miles away. Need it picked up and brought into my bedroom.",
      budget: [60, 110],
      hours: 2,
    },
    {
      title: "Deliver a couch to my new place",
      description:
        "Bought a couch from a friend. Need it picked up from their apartment and delivered to mine across town.",
      budget: [90, 150],
      hours: 2,
    },
    {
      title: "Home Depot pickup and drop-off",
      description: "Order of lumber and six bags of concrete ready for pickup. Needs a truck.",
      budget: [60, 100],
      hours: 1,
    },
    {
      title: "Return items to IKEA",
      description: "Two large boxes (unopened wardrobe doors) need to go back to IKEA. I'll give you the receipt.",
      budget: [50, 90],
      hours: 2,
    },
  ],
  "Furniture Assembly": [
    {
      title: "Assemble IKEA PAX wardrobe",
      description: "Two PAX frames with sliding doors and interior organizers. Needs to be anchored to the wall.",
      budget: [150, 260],
      hours: 4,
    },
    {
      title: "Build a crib and dresser",
      description: "Baby is due next month! Need a crib and a six-drawer dresser assembled in the nursery.",
      budget: [100, 170],
      hours: 3,
    },
    {
      title: "Assemble standing desk",
      description: "Electric standing desk with a separate frame and top. Also need the cable tray installed.",
      budget: [60, 110],
      hours: 1,
    },
    {
      title: "Put together a bed frame",
      description: "King platform bed with a headboard, lots of slats and hardware. Box is already in the bedroom.",
      budget: [80, 140],
      hours: 2,
    },
    {
      title: "Assemble patio furniture set",
      description: "Outdoor sectional, coffee table and four dining chairs, all flat-packed.",
      budget: [120, 200],
      hours: 3,
    },
  ],
  Plumbing: [
    {
      title: "Fix leaky kitchen faucet",
      description:
        "Kitchen faucet drips constantly and the handle is loose. Happy to buy a new faucet if it can't be repaired.",
      budget: [90, 160],
      hours: 2,
    },
    {
      title: "Replace running toilet parts",
      description: "Upstairs toilet runs every few minutes. Probably the flapper or fill valve.",
      budget: [80, 140],
      hours: 1,
    },
    {
      title: "Install garbage disposal",
      description: "New InSinkErator is in the box. Old one is dead and needs to come out.",
      budget: [120, 200],
      hours: 2,
    },
  ],
  Electrical: [
    {
      title: "Replace ceiling light with fan",
      description: "Swap the bedroom ceiling light for a ceiling fan. Fan-rated box may be needed.",
      budget: [120, 200],
      hours: 2,
    },
    {
      title: "Install smart light switches",
      description: "Six smart dimmer switches to replace the old ones. Neutral wires are present.",
      budget: [100, 180],
      hours: 2,
    },
    {
      title: "Install doorbell camera",
      description: "Replace the old wired doorbell with a video doorbell. Might need a new transformer.",
      budget: [70, 130],
      hours: 1,
    },
  ],
};

export const OFFER_MESSAGES = [
  "Hi! I've done plenty of jobs just like this one and can bring everything needed. Happy to answer any questions before you decide.",
  "This is right in my wheelhouse. I can be there at the scheduled time and usually finish a little faster than estimated.",
  "I'd love to help with this. I have great reviews for similar work and I always clean up after myself.",
  "Available on that day and I live nearby. My estimate includes a bit of buffer, and you only pay for the hours used.",
  "I've got the right tools and experience for this. Feel free to send photos so I can plan ahead.",
  "Hello! I can take care of this for you. I'm careful, quick and I'll send you a photo when it's done.",
  "I specialize in exactly this kind of task. Let me know if the timing works and I'll lock it in.",
  "Count me in. I'm flexible on the start time if you need me earlier or later in the day.",
];

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    "Absolutely fantastic. Showed up early, worked fast and the result looks perfect.",
    "Super professional and friendly. Would hire again in a heartbeat.",
    "Did a great job and cleaned up everything afterwards. Highly recommend!",
    "Went above and beyond, even fixed a loose hinge I hadn't mentioned.",
    "Clear communication from start to finish and excellent work.",
    "Exactly what I needed. Careful with our floors and great with the dog.",
    "Fast, tidy and reasonably priced. This is my go-to tasker now.",
    "Incredible attention to detail. Everything is level and solid.",
    "Friendly, punctual and really knew what they were doing.",
    "Made a stressful day so much easier. Thank you!",
    "Second time hiring and just as great as the first.",
    "Five stars without hesitation. Worked efficiently and explained everything.",
  ],
  4: [
    "Good work overall, just ran a little past the estimate.",
    "Solid job and very polite. Arrived about 15 minutes late but let me know ahead of time.",
    "Happy with the result. Would book again.",
    "Did what was asked and did it well. A few small touch-ups needed but handled quickly.",
    "Reliable and friendly, and the price was fair.",
    "Nice work. Communication could have been a bit quicker, but the job was done right.",
  ],
  3: [
    "The job got done, but it took longer than expected.",
    "Okay experience. Had to point out a couple of spots that were missed.",
    "Decent work, though the scheduling was a bit of a back-and-forth.",
  ],
  2: ["Arrived late and had to come back a second day to finish."],
  1: ["Didn't finish the job and left a mess. Disappointed."],
};
