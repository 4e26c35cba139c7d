// The short text pages linked from the footer (TEXT_PAGE_PATHS), by the slug of their path.
export interface Section {
  id?: string;
  heading: string;
  paragraphs: string[];
}
export interface TextPage {
  title: string;
  intro: string;
  sections: Section[];
}

export const PAGES: Record<string, TextPage> = {
  about: {
    title: "About taskly",
    intro:
      "taskly connects people who need a hand with skilled local taskers: repairs, cleaning, moving, mounting, yard work, painting, delivery and assembly.",
    sections: [
      {
        heading: "What we believe",
        paragraphs: [
          "Hiring help should be as easy as messaging a friend, and as safe as hiring through a company. Every tasker has a real profile with real reviews, prices are clear before you book, and payment happens on taskly only when you hire.",
        ],
      },
      {
        heading: "How it works",
        paragraphs: [
          "Customers describe a task or browse taskers, compare offers, rates and reviews, and book a time that is really free. Taskers set their own rate, hours and service area, find work nearby and get paid once the job is done.",
        ],
      },
      {
        heading: "Place data",
        id: "place-data",
        paragraphs: [
          "The towns, cities and neighbourhoods our location boxes suggest, with their regions, coordinates and populations, come from GeoNames (geonames.org), used under the Creative Commons Attribution 4.0 licence (CC BY 4.0). US ZIP codes come from the zipcodes package (BSD licence), and each place's time zone from the tz-lookup time zone map.",
        ],
      },
      {
        heading: "More about us",
        paragraphs: [
          "Our Careers page says how we work and how to reach us about jobs, the Press page has the facts and a contact for journalists, and the Blog says what is new on taskly.",
        ],
      },
    ],
  },
  careers: {
    title: "Careers at taskly",
    intro: "A small team building the easiest way to get everyday jobs done by people nearby.",
    sections: [
      {
        heading: "How we work",
        paragraphs: [
          "taskly is built by a small team of engineers, designers and support specialists who work remotely across time zones. We care about clear writing, careful code and answering every customer and tasker like a neighbour would.",
          "We write things down, keep meetings short, and ship small changes often. Everyone spends time answering customers and taskers, because that is where the best ideas come from.",
        ],
      },
      {
        heading: "Open roles",
        paragraphs: [
          "We are not hiring for open roles right now. If you would like to hear when we are, write to jobs@taskly.example with a few lines about yourself and the kind of work you enjoy; we keep every note and answer each one.",
        ],
      },
      {
        heading: "Earning as a tasker",
        paragraphs: [
          "Looking for flexible work rather than a job with us? Become a tasker: set your own hourly rate, hours and service area, and keep your whole rate on every booking.",
        ],
      },
    ],
  },
  press: {
    title: "Press",
    intro: "For journalists, researchers and anyone writing about taskly.",
    sections: [
      {
        heading: "taskly in short",
        paragraphs: [
          "taskly is a marketplace for local help with everyday tasks: home repairs, cleaning, moving, mounting, yard work, painting, delivery and furniture assembly. Customers compare taskers by their reviews, rates and service area, message them, and pay on taskly only when they book.",
          "A tasker keeps their whole rate; customers pay a 5% service fee on top. Card payments are authorized at booking and charged when the job is done.",
        ],
      },
      {
        heading: "Press contact",
        paragraphs: [
          "Write to press@taskly.example for interviews, figures about the marketplace or pictures of the product. We answer within two working days.",
        ],
      },
    ],
  },
  blog: {
    title: "The taskly blog",
    intro: "What's new on taskly, and tips for getting jobs done.",
    sections: [
      {
        heading: "Taskers show how far they travel",
        paragraphs: [
          "Taskers now set a base city and how far they travel, so Find Services shows how far away each one is, and Find Work shows a tasker only the jobs in their area.",
        ],
      },
      {
        heading: "Only times that are really free",
        paragraphs: [
          "Taskers set their weekly hours and can link their own calendar, so customers only see times that are really free. Either side can propose another time for a booking until a day before it starts.",
        ],
      },
      {
        heading: "Live messages, your currency, verified profiles",
        paragraphs: [
          "Messages arrive live, prices can be shown in 17 currencies, and our team verifies taskers' profiles before they get the Verified badge.",
        ],
      },
      {
        heading: "Tip: describe the job well",
        paragraphs: [
          "A title that says what and where ('Mount a 55-inch TV on brick, Austin') and a photo-worthy description (sizes, materials, stairs) get you more accurate offers, faster.",
        ],
      },
    ],
  },
  help: {
    title: "Help Center",
    intro: "Answers to the questions customers and taskers ask most.",
    sections: [
      {
        heading: "How do I hire a tasker?",
        paragraphs: [
          "Search by service and city on Find Services, compare profiles, ratings and hourly rates, then message a tasker or post your task to receive offers. You pick the offer you like, choose a date and duration, and pay securely.",
        ],
      },
      {
        heading: "What does it cost?",
        paragraphs: [
          "Posting a task is free. When you book, you pay the tasker's hourly rate times the hours booked, plus a 5% service fee. The total is shown before you confirm.",
        ],
      },
      {
        heading: "Can I cancel?",
        paragraphs: [
          "Cancellation is free until 24 hours before the start. Later, the customer pays one hour of the tasker's rate and the rest is refunded.",
        ],
      },
      {
        heading: "How do I become a tasker?",
        paragraphs: [
          "Sign up as a tasker (or as both), then create your tasker profile with your skills, hourly rate and availability. Verified taskers show a badge.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: ["Write to support@taskly.example. We answer every message within one working day."],
      },
    ],
  },
  safety: {
    title: "Safety on taskly",
    intro: "What we do to keep customers and taskers safe, and what you can do too.",
    sections: [
      {
        heading: "Verified taskers",
        paragraphs: [
          "Our team reviews tasker profiles and marks them Verified. Look for the badge on cards and profiles.",
        ],
      },
      {
        heading: "Keep payment on taskly",
        paragraphs: [
          "Until you have a booking together, phone numbers and email addresses in messages are hidden. Paying through taskly means your card details never go to the tasker, and cancellations and refunds follow clear rules.",
        ],
      },
      {
        heading: "Reviews you can trust",
        paragraphs: ["Only the customer of a completed booking can review it, once."],
      },
      {
        heading: "Report a problem",
        paragraphs: [
          "If something feels wrong, stop and write to safety@taskly.example. Our team can suspend accounts that break the rules.",
        ],
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    intro: "The plain-language rules for using taskly.",
    sections: [
      {
        heading: "Your account",
        paragraphs: [
          "Keep your password to yourself and your details accurate. You are responsible for what happens in your account.",
        ],
      },
      {
        heading: "Bookings and payments",
        paragraphs: [
          "A booking is an agreement between the customer and the tasker, made through taskly. Customers pay the total shown at booking, including a 5% service fee. Cancellation is free until 24 hours before the start; later, one hour of the rate goes to the tasker.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "No harassment, fraud, spam, or attempts to take payment off the platform. We may suspend accounts that break these rules.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    intro: "What we store, why, and what you can do about it.",
    sections: [
      {
        heading: "What we store",
        paragraphs: [
          "Your name, email, optional phone and location, your tasks, offers, bookings, reviews and messages. For payments we keep only the card brand and last four digits, never the card number or security code.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "One cookie keeps you signed in. Your browser also stores your chosen currency and recent exchange rates.",
        ],
      },
      {
        heading: "Who sees what",
        paragraphs: [
          "Your public tasker profile is visible to everyone. Messages are visible only to the two people in the conversation. Admins can see account details to keep the marketplace safe.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "You can edit your profile at any time. To delete your account, write to privacy@taskly.example; we anonymise your account and keep only what the other side of a past booking needs for their records.",
        ],
      },
    ],
  },
};
