import { z } from 'zod';
import { storySchema, type Story } from './schemas.ts';

// Preview media is generated per id, so the file names follow the id and never the title.
function media(id: number): Pick<Story, 'src' | 'thumbnail'> {
  const nn = String(id).padStart(2, '0');
  return { src: `stories/story-${nn}.mp4`, thumbnail: `stories/story-${nn}.webp` };
}

// The Instagram reel links are placeholders until the brand publishes its own reels; the operator
// replaces them. `youtube` is empty until the brand has a real video of the story on YouTube: until then
// "Watch" plays the story's own preview clip (src). A link whose id no video can have is refused here
// (docs/decisions/069).
export const STORIES: Story[] = z.array(storySchema).parse([
  {
    id: 1,
    title: 'Little Krishna the Butter Thief',
    description:
      "Your child joins little Krishna and his friends in Gokul as they build a wobbly human tower to reach the butter pot hanging from the ceiling, just as Mother Yashoda walks in! A giggly tale about sharing, honesty and a mother's endless love.",
    god: 'Krishna',
    ...media(1),
    link: 'https://www.instagram.com/reel/uEVhR7OrnF/',
    youtube: '',
    featured: true,
  },
  {
    id: 2,
    title: 'Krishna Lifts Govardhan Hill',
    description:
      'When Indra sends seven days of pouring rain over Vrindavan, your child stands beside young Krishna as he lifts Govardhan Hill on his little finger, sheltering every family, cow and calf beneath it. A story about caring for others and standing together.',
    god: 'Krishna',
    ...media(2),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 3,
    title: 'Krishna and the Serpent Kaliya',
    description:
      "The river Yamuna has turned dark and bitter because of the many-headed serpent Kaliya. Your child dives in with Krishna, who dances on Kaliya's hoods until the serpent promises to leave the river in peace. A brave tale of clean water and second chances.",
    god: 'Krishna',
    ...media(3),
    link: 'https://www.instagram.com/reel/aEhXBC5JbN9/',
    youtube: '',
    featured: false,
  },
  {
    id: 4,
    title: 'How Ganesha Got His Elephant Head',
    description:
      "Goddess Parvati shapes a little boy from turmeric paste and asks him to guard her door. Your child keeps watch with him and discovers how a big misunderstanding ends with Lord Shiva giving the boy an elephant's head and a blessing: to be worshipped first, always.",
    god: 'Ganesh',
    ...media(4),
    link: '',
    youtube: '',
    featured: true,
  },
  {
    id: 5,
    title: 'Ganesha and the Great Race Around the World',
    description:
      'Who can go around the whole world first? While brother Kartikeya zooms off on his peacock, your child rides along with Ganesha on his tiny mouse and sees him win the magic mango by lovingly circling his parents, Shiva and Parvati, who are his whole world.',
    god: 'Ganesh',
    ...media(5),
    link: 'https://www.instagram.com/reel/WyA1awP3Zqp/',
    youtube: '',
    featured: false,
  },
  {
    id: 6,
    title: 'Ganesha Writes the Mahabharata',
    description:
      'Sage Vyasa needs someone to write down the longest poem ever told, without ever stopping. Your child sits beside Ganesha as he takes on the challenge, and when his pen breaks, he snaps off his own tusk to keep writing. A story about keeping promises and loving to learn.',
    god: 'Ganesh',
    ...media(6),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 7,
    title: 'Baby Hanuman and the Sun',
    description:
      'Baby Hanuman wakes up hungry and spots a bright orange fruit in the sky: the rising sun! Your child flies up beside him on the wind and sees how the gods, after all the excitement, shower the little monkey with gifts of strength, speed and wisdom.',
    god: 'Hanuman',
    ...media(7),
    link: 'https://www.instagram.com/reel/lataZqR36n/',
    youtube: '',
    featured: false,
  },
  {
    id: 8,
    title: "Hanuman's Great Leap to Lanka",
    description:
      "Sita is far away across the ocean and nobody knows how to reach her. Your child stands with Hanuman as wise Jambavan reminds him of his forgotten powers, then soars with him in one giant leap over the sea to Lanka, carrying Rama's ring as a message of hope.",
    god: 'Hanuman',
    ...media(8),
    link: 'https://www.instagram.com/reel/ZgEXdDc0rPh/',
    youtube: '',
    featured: true,
  },
  {
    id: 9,
    title: 'Hanuman Carries the Sanjeevani Mountain',
    description:
      'Lakshmana is badly hurt, and only a healing herb from the Himalayas can help him before sunrise. Your child flies north with Hanuman, who cannot tell which plant is the right one, so he lifts the whole mountain and carries it back just in time!',
    god: 'Hanuman',
    ...media(9),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 10,
    title: "Rama Strings Shiva's Mighty Bow",
    description:
      'King Janaka owns a bow of Lord Shiva so heavy that no prince can even lift it. Your child watches from the royal court of Mithila as young Rama steps forward, raises it gently and strings it, and the bow breaks with a thunderous crack! A celebration of humble strength.',
    god: 'Rama',
    ...media(10),
    link: 'https://www.instagram.com/reel/oJXdSyp1vf1/',
    youtube: '',
    featured: false,
  },
  {
    id: 11,
    title: "The Squirrel Who Helped Build Rama's Bridge",
    description:
      "Rama's vanara army is building a bridge of floating stones to Lanka. Your child helps a tiny squirrel roll in the sand and shake it onto the bridge, and learns why Rama lovingly strokes its back, leaving the three stripes squirrels wear to this day. No help is too small.",
    god: 'Rama',
    ...media(11),
    link: 'https://www.instagram.com/reel/vCbRy5jKa7/',
    youtube: '',
    featured: true,
  },
  {
    id: 12,
    title: "Rama and Shabari's Sweet Berries",
    description:
      'Old Shabari has waited her whole life for Rama to visit her forest hut. Your child helps her pick wild berries and watches her taste each one to be sure it is sweet. Rama happily eats every berry, showing that love matters far more than perfect manners.',
    god: 'Rama',
    ...media(12),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 13,
    title: 'Shiva Catches the River Ganga',
    description:
      'King Bhagiratha prays for the heavenly river Ganga to flow down to earth, but her rushing waters could flood the whole world. Your child watches from the Himalayas as Lord Shiva catches the river in his long hair and lets her flow out gently to bless the land.',
    god: 'Shiva',
    ...media(13),
    link: 'https://www.instagram.com/reel/v6BYBSDQ2My/',
    youtube: '',
    featured: false,
  },
  {
    id: 14,
    title: "Neelkanth: Shiva Drinks the Ocean's Poison",
    description:
      'The gods and asuras churn the ocean of milk for nectar, but a dark poison rises first. Your child stands by as Lord Shiva drinks it to keep everyone safe, and Parvati holds his throat so it goes no further, turning it blue forever. That is why he is called Neelkanth.',
    god: 'Shiva',
    ...media(14),
    link: 'https://www.instagram.com/reel/sflwZ95_p1K/',
    youtube: '',
    featured: false,
  },
  {
    id: 15,
    title: 'Shiva and the Endless Pillar of Light',
    description:
      'Brahma and Vishnu argue about who is greater when a glowing pillar with no beginning and no end appears. Your child joins the search, Vishnu digging down as a boar and Brahma flying up as a swan, until Shiva steps out of the light with a gentle lesson about boasting.',
    god: 'Shiva',
    ...media(15),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 16,
    title: 'The Birth of Goddess Durga',
    description:
      "When the buffalo king Mahishasura chases the gods from heaven, their strength glows together into one brilliant light. Your child watches it become Goddess Durga, as each god gives her a gift: Shiva's trident, Vishnu's discus and a mighty lion from the mountain king.",
    god: 'Durga',
    ...media(16),
    link: 'https://www.instagram.com/reel/-yaH02ro6t/',
    youtube: '',
    featured: false,
  },
  {
    id: 17,
    title: 'Durga and the Shape-Shifting Mahishasura',
    description:
      'Mahishasura keeps changing shape, from buffalo to lion to elephant, hoping to escape. Your child rides beside Goddess Durga on her lion through nine days of battle until, on the tenth, goodness wins over pride. The story behind Navratri and Vijayadashami.',
    god: 'Durga',
    ...media(17),
    link: '',
    youtube: '',
    featured: true,
  },
  {
    id: 18,
    title: 'The Nine Forms of Durga',
    description:
      'Each night of Navratri, Goddess Durga shows a different side of herself, from Shailaputri, daughter of the mountains, to Siddhidatri, giver of wisdom. Your child meets all nine forms and learns a gentle lesson from each: patience, courage, kindness and more.',
    god: 'Durga',
    ...media(18),
    link: 'https://www.instagram.com/reel/x5fePYjdJFK/',
    youtube: '',
    featured: false,
  },
  {
    id: 19,
    title: 'Kali and the Copycat Giant Raktabija',
    description:
      'Raktabija is a tricky giant: every drop that falls from him turns into another giant just like him! Your child stands with Goddess Durga as she calls on fierce, loving Kali, who catches every drop before it lands, until only one giant is left to face.',
    god: 'Kali',
    ...media(19),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 20,
    title: "Shiva Calms Kali's Victory Dance",
    description:
      'After the great battle, Kali dances with such joy that the whole earth begins to shake. Your child watches as Lord Shiva lies down quietly in her path. When Kali sees him, she stops, smiles and grows calm again. A story about big feelings and finding peace.',
    god: 'Kali',
    ...media(20),
    link: 'https://www.instagram.com/reel/yTsMfw0Y4Xv/',
    youtube: '',
    featured: false,
  },
  {
    id: 21,
    title: 'Bhadrakali and the Boastful Daruka',
    description:
      "Daruka boasts that nobody can stop him from troubling the gods and the people. Your child watches Bhadrakali spring to life from Lord Shiva's third eye and ride out bravely to end his bullying, a tale still performed in the temple festivals of Kerala.",
    god: 'Kali',
    ...media(21),
    link: 'https://www.instagram.com/reel/0-DEounzIp/',
    youtube: '',
    featured: false,
  },
  {
    id: 22,
    title: 'Prahlad and the Bonfire of Holika',
    description:
      'Young Prahlad loves Lord Vishnu, even though his father forbids it. When his aunt Holika tricks him into sitting in a bonfire, your child sees a magic shawl float over to protect Prahlad, who walks out safe and smiling. The story behind Holika Dahan, the night before Holi.',
    god: 'Narasimha',
    ...media(22),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 23,
    title: 'Narasimha Appears from the Pillar',
    description:
      'King Hiranyakashipu thinks his boon makes him unbeatable: no man or animal, not by day or night, not indoors or out. Your child stands with brave Prahlad as Vishnu bursts from a pillar as Narasimha, half lion and half man, at twilight on the doorstep, to keep Prahlad safe.',
    god: 'Narasimha',
    ...media(23),
    link: 'https://www.instagram.com/reel/O-mHQLPJQ9-/',
    youtube: '',
    featured: false,
  },
  {
    id: 24,
    title: 'Little Prahlad Calms Narasimha',
    description:
      "Even after the danger is over, Narasimha's roar is so mighty that the gods are afraid to come near. Your child walks with little Prahlad, who is not scared at all. He folds his hands and sings, and Narasimha grows calm and lifts him onto his lap. Love is stronger than fear.",
    god: 'Narasimha',
    ...media(24),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 25,
    title: 'Chamunda Defeats Chanda and Munda',
    description:
      "Two boastful generals, Chanda and Munda, march up the mountain to capture Goddess Durga. Your child watches a fierce, brave goddess leap from Durga's brow to stop them, and cheers when Durga gives her a new name for her victory: Chamunda.",
    god: 'Chamunda',
    ...media(25),
    link: 'https://www.instagram.com/reel/KjrwbE5aKD3/',
    youtube: '',
    featured: true,
  },
  {
    id: 26,
    title: 'Chamunda and the Seven Mothers',
    description:
      'When a huge asura army gathers, the powers of the gods step out as the Matrikas, the Mothers, each riding her own creature: a swan, a bull, a peacock, an elephant and more. Your child marches beside Chamunda and her sisters and learns that teamwork makes everyone stronger.',
    god: 'Chamunda',
    ...media(26),
    link: '',
    youtube: '',
    featured: false,
  },
  {
    id: 27,
    title: 'Chamundeshwari of the Mysuru Hills',
    description:
      'High on a hill above Mysuru, Goddess Chamundeshwari defeats the buffalo king Mahishasura, and the town below is named after him. Your child joins the grand Mysuru Dasara that thanks her every year, with decorated elephants and a palace glowing with lights.',
    god: 'Chamunda',
    ...media(27),
    link: 'https://www.instagram.com/reel/v4Pv1DxXmS/',
    youtube: '',
    featured: false,
  },
]);

export const FEATURED_STORIES: Story[] = STORIES.filter((story) => story.featured);

export function getStory(id: number): Story | undefined {
  return STORIES.find((story) => story.id === id);
}
