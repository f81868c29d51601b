// Vocabulary of the supply-store catalogue: the 5-level category tree, brands and the words part names are made of.

/** lvl0 product lines → lvl1 systems */
export const PRODUCT_LINES: Record<string, string[]> = {
  'Aerial Devices': [
    'Booms',
    'Platforms and Buckets',
    'Turntable and Pedestal',
    'Outriggers',
    'Controls',
    'Jibs and Winches',
  ],
  'Digger Derricks': [
    'Booms',
    'Augers and Tools',
    'Turntable and Pedestal',
    'Outriggers',
    'Controls',
    'Winches',
  ],
  Cranes: ['Booms', 'Hoists', 'Turntable and Pedestal', 'Outriggers', 'Controls', 'Load Monitoring'],
  Chippers: ['Cutting Systems', 'Feed Systems', 'Engines', 'Discharge', 'Frame and Axle', 'Controls'],
  'Lights and Signs': ['Light Towers', 'Arrow Boards', 'Message Signs', 'Power Systems', 'Trailers'],
  Specialty: ['Tree Trimmers', 'Cable Placers', 'Pressure Diggers', 'Reel Carriers', 'Controls'],
};

/** lvl2 subsystems, three or four per lvl1 (chosen by the position of the lvl1 in its line) */
export const SUBSYSTEMS = [
  'Hydraulics',
  'Electrical',
  'Structural',
  'Mechanical',
  'Safety Devices',
  'Lubrication',
];

/** lvl2 → lvl3 component families */
export const FAMILIES: Record<string, string[]> = {
  Hydraulics: ['Cylinders', 'Valves', 'Pumps and Motors', 'Hoses and Fittings', 'Filters'],
  Electrical: ['Switches', 'Sensors', 'Harnesses and Cables', 'Lighting', 'Control Modules'],
  Structural: ['Pins and Bushings', 'Wear Pads', 'Brackets and Mounts', 'Fasteners'],
  Mechanical: ['Bearings', 'Gears', 'Chains and Sprockets', 'Belts and Pulleys'],
  'Safety Devices': ['Fall Protection', 'Decals and Placards', 'Alarms', 'Guards'],
  Lubrication: ['Grease Fittings', 'Lubricants', 'Reservoirs'],
};

/** lvl3 → lvl4 part types: [plural category name, singular used in part names] */
export const PART_TYPES: Record<string, [string, string][]> = {
  Cylinders: [
    ['Seal Kits', 'Seal Kit'],
    ['Cylinder Rods', 'Cylinder Rod'],
    ['Cylinder Assemblies', 'Cylinder Assembly'],
  ],
  Valves: [
    ['Relief Valves', 'Relief Valve'],
    ['Directional Valves', 'Directional Control Valve'],
    ['Valve Cartridges', 'Valve Cartridge'],
  ],
  'Pumps and Motors': [
    ['Gear Pumps', 'Gear Pump'],
    ['Piston Pumps', 'Piston Pump'],
    ['Hydraulic Motors', 'Hydraulic Motor'],
  ],
  'Hoses and Fittings': [
    ['Hose Assemblies', 'Hose Assembly'],
    ['Adapters', 'Adapter'],
    ['Quick Couplers', 'Quick Coupler'],
  ],
  Filters: [
    ['Return Filters', 'Return Filter'],
    ['Suction Strainers', 'Suction Strainer'],
    ['Filter Elements', 'Filter Element'],
  ],
  Switches: [
    ['Toggle Switches', 'Toggle Switch'],
    ['Limit Switches', 'Limit Switch'],
    ['Foot Switches', 'Foot Switch'],
  ],
  Sensors: [
    ['Angle Sensors', 'Angle Sensor'],
    ['Pressure Transducers', 'Pressure Transducer'],
    ['Proximity Sensors', 'Proximity Sensor'],
  ],
  'Harnesses and Cables': [
    ['Wire Harnesses', 'Wire Harness'],
    ['Control Cables', 'Control Cable'],
    ['Connectors', 'Connector'],
  ],
  Lighting: [
    ['Work Lights', 'Work Light'],
    ['Strobe Lights', 'Strobe Light'],
    ['Marker Lights', 'Marker Light'],
  ],
  'Control Modules': [
    ['Controllers', 'Controller'],
    ['Relays', 'Relay'],
    ['Displays', 'Display'],
  ],
  'Pins and Bushings': [
    ['Pivot Pins', 'Pivot Pin'],
    ['Bushings', 'Bushing'],
    ['Retaining Rings', 'Retaining Ring'],
  ],
  'Wear Pads': [
    ['Boom Wear Pads', 'Boom Wear Pad'],
    ['Slide Pads', 'Slide Pad'],
  ],
  'Brackets and Mounts': [
    ['Brackets', 'Bracket'],
    ['Mounting Plates', 'Mounting Plate'],
  ],
  Fasteners: [
    ['Bolts', 'Hex Bolt'],
    ['Nuts', 'Lock Nut'],
    ['Washers', 'Hardened Washer'],
  ],
  Bearings: [
    ['Slewing Bearings', 'Slewing Bearing'],
    ['Roller Bearings', 'Roller Bearing'],
    ['Ball Bearings', 'Ball Bearing'],
  ],
  Gears: [
    ['Rotation Gears', 'Rotation Gear'],
    ['Pinions', 'Pinion Gear'],
  ],
  'Chains and Sprockets': [
    ['Roller Chains', 'Roller Chain'],
    ['Sprockets', 'Sprocket'],
  ],
  'Belts and Pulleys': [
    ['V-Belts', 'V-Belt'],
    ['Pulleys', 'Pulley'],
  ],
  'Fall Protection': [
    ['Body Harnesses', 'Full Body Harness'],
    ['Lanyards', 'Shock-Absorbing Lanyard'],
  ],
  'Decals and Placards': [
    ['Warning Decals', 'Warning Decal'],
    ['Capacity Placards', 'Capacity Placard'],
  ],
  Alarms: [
    ['Backup Alarms', 'Backup Alarm'],
    ['Tilt Alarms', 'Tilt Alarm'],
  ],
  Guards: [
    ['Hose Guards', 'Hose Guard'],
    ['Belt Guards', 'Belt Guard'],
  ],
  'Grease Fittings': [
    ['Zerk Fittings', 'Zerk Fitting'],
    ['Grease Lines', 'Grease Line'],
  ],
  Lubricants: [
    ['Hydraulic Oils', 'Hydraulic Oil'],
    ['Grease Cartridges', 'Grease Cartridge'],
  ],
  Reservoirs: [
    ['Hydraulic Tanks', 'Hydraulic Tank'],
    ['Breathers', 'Breather Cap'],
  ],
};

/** Where on the machine a part sits, by lvl1 system (used in names: "Seal Kit, Upper Boom Lift Cylinder"). */
export const POSITIONS: Record<string, string[]> = {
  Booms: ['Upper Boom', 'Lower Boom', 'Boom Tip', 'Boom Extension', 'Boom Lift', 'Boom Rest'],
  'Platforms and Buckets': ['Platform Leveling', 'Bucket', 'Platform Rotator', 'Liner'],
  'Turntable and Pedestal': ['Turntable', 'Rotation', 'Pedestal', 'Swing Drive'],
  Outriggers: ['Outrigger', 'Outrigger Beam', 'Outrigger Pad', 'Stabilizer'],
  Controls: ['Upper Control', 'Lower Control', 'Remote Control', 'Emergency Stop'],
  'Jibs and Winches': ['Jib', 'Jib Winch', 'Material Handler'],
  'Augers and Tools': ['Auger Drive', 'Pole Guide', 'Pole Tongs', 'Kelly Bar'],
  Winches: ['Winch', 'Winch Drum', 'Line Sheave'],
  Hoists: ['Main Hoist', 'Auxiliary Hoist', 'Hook Block'],
  'Load Monitoring': ['Load Moment', 'Anti-Two-Block', 'Boom Angle'],
  'Cutting Systems': ['Cutter Drum', 'Knife', 'Anvil', 'Disc'],
  'Feed Systems': ['Feed Roller', 'Feed Wheel', 'Infeed Chute'],
  Engines: ['Engine', 'Radiator', 'Fuel System', 'Air Intake'],
  Discharge: ['Discharge Chute', 'Deflector', 'Chute Rotation'],
  'Frame and Axle': ['Axle', 'Tongue', 'Fender', 'Jack Stand'],
  'Light Towers': ['Mast', 'Lamp Head', 'Mast Winch'],
  'Arrow Boards': ['Arrow Panel', 'Lamp', 'Panel Lift'],
  'Message Signs': ['Sign Panel', 'Solar Charger', 'Display Board'],
  'Power Systems': ['Battery', 'Generator', 'Solar Panel'],
  Trailers: ['Trailer', 'Hitch', 'Wheel Hub'],
  'Tree Trimmers': ['Saw Head', 'Trimmer Boom', 'Saw Bar'],
  'Cable Placers': ['Cable Reel', 'Lasher', 'Placer Arm'],
  'Pressure Diggers': ['Digger Head', 'Bucket Auger', 'Spoil Conveyor'],
  'Reel Carriers': ['Reel Arm', 'Reel Brake', 'Level Wind'],
};

/** Fictional model families by product line, used in descriptions and for fleet units. */
export const MODELS: Record<string, string[]> = {
  'Aerial Devices': ['SL-36T', 'SL-40M', 'SL-47E', 'SL-55H', 'SL-60T', 'TA-41'],
  'Digger Derricks': ['DD-45', 'DD-47R', 'DD-50X', 'DD-55'],
  Cranes: ['CR-26', 'CR-38', 'CR-45T', 'CR-60'],
  Chippers: ['CH-12', 'CH-15X', 'CH-18D', 'CH-19W'],
  'Lights and Signs': ['LT-4000', 'LT-6000', 'AB-48', 'MS-310'],
  Specialty: ['TT-70 Tree Trimmer', 'CP-12 Cable Placer', 'PD-36 Pressure Digger', 'RC-90 Reel Carrier'],
};

/** ≥30 fictional brands; each family draws its brands from the list by hash. */
export const BRANDS = [
  'Ridgeline Hydraulics',
  'Stratos Controls',
  'IronPeak Fasteners',
  'Voltline Electric',
  'Boreal Bearings',
  'Keystone Seal Works',
  'Northwind Filtration',
  'Cobalt Fluid Power',
  'Harbor Hose and Fitting',
  'Summit Lift Components',
  'Pinecrest Lighting',
  'Granite Gearworks',
  'Redtail Safety',
  'Bluewater Lubricants',
  'Apex Sensor Systems',
  'Timberline Cutting Tools',
  'Meridian Wire and Cable',
  'Forge and Anvil Steel',
  'Clearview Signals',
  'Prairie Power Systems',
  'Silverline Pumps',
  'Lakeside Valve Company',
  'Highpoint Platforms',
  'Copperfield Electrical',
  'Trident Couplings',
  'Stonebridge Structural',
  'Evergreen Chain and Drive',
  'Horizon Decal and Sign',
  'Atlas Winch and Hoist',
  'Falcon Fall Protection',
  'Quarry Wear Products',
  'Beacon Alarm Systems',
  'Cascade Filtration Supply',
  'Ironwood Mounting Systems',
  'Aerial Genuine Parts',
];

export const FAMILY_DETAILS: Record<string, { material: string[]; includes: string[]; use: string }> = {
  Cylinders: {
    material: ['chrome-plated steel', 'induction-hardened steel', 'nitrile and polyurethane'],
    includes: [
      'rod seal, piston seal, wiper and O-rings',
      'rod, gland and wear rings',
      'barrel, rod and counterbalance valve',
    ],
    use: 'restores smooth, drift-free cylinder travel',
  },
  Valves: {
    material: ['hard-anodized aluminum', 'ductile iron', 'hardened steel spool'],
    includes: [
      'valve body, seals and mounting screws',
      'cartridge and backup rings',
      'spool, springs and detent',
    ],
    use: 'protects the circuit from pressure spikes and keeps functions metered',
  },
  'Pumps and Motors': {
    material: ['cast iron housing', 'aluminum housing', 'hardened gear set'],
    includes: ['pump, shaft seal and gasket', 'motor, key and mounting bolts', 'pump and coupling'],
    use: 'delivers rated flow at working pressure',
  },
  'Hoses and Fittings': {
    material: ['two-wire braided rubber', 'zinc-nickel plated steel', 'non-conductive thermoplastic'],
    includes: ['crimped JIC ends', 'O-ring boss and JIC ends', 'male and female halves'],
    use: 'routes hydraulic oil without leaks or abrasion',
  },
  Filters: {
    material: ['glass-fiber media', 'stainless steel mesh', 'cellulose blend media'],
    includes: ['element and housing gasket', 'strainer and O-ring', 'element only'],
    use: 'keeps the hydraulic oil clean and extends component life',
  },
  Switches: {
    material: ['sealed thermoplastic', 'die-cast zinc', 'stainless steel actuator'],
    includes: ['switch and boot', 'switch, lever and mounting hardware', 'switch and pigtail'],
    use: 'gives positive, weather-sealed operator control',
  },
  Sensors: {
    material: ['potted electronics', 'stainless steel housing', 'glass-filled nylon'],
    includes: ['sensor and connector', 'transducer and seal washer', 'sensor, bracket and nut'],
    use: 'feeds accurate readings to the control and interlock system',
  },
  'Harnesses and Cables': {
    material: ['tinned copper, cross-linked insulation', 'PVC jacketed cable', 'sealed connector bodies'],
    includes: [
      'harness with molded connectors',
      'cable, ferrules and clamps',
      'connector housing and terminals',
    ],
    use: 'carries power and control signals through the machine',
  },
  Lighting: {
    material: ['polycarbonate lens, aluminum body', 'LED array', 'sealed LED module'],
    includes: ['light and mounting bracket', 'strobe and wiring pigtail', 'lamp and grommet'],
    use: 'improves visibility on the job site and on the road',
  },
  'Control Modules': {
    material: ['conformal-coated circuit board', 'sealed enclosure', 'automotive-grade relay'],
    includes: ['module and mounting screws', 'relay and socket', 'display and bezel'],
    use: 'runs machine functions and interlocks',
  },
  'Pins and Bushings': {
    material: ['induction-hardened alloy steel', 'bronze', 'self-lubricating composite'],
    includes: ['pin, keeper plate and bolts', 'bushing pair', 'retaining rings'],
    use: 'keeps pivot joints tight and free of play',
  },
  'Wear Pads': {
    material: ['UHMW polyethylene', 'nylatron', 'glass-filled nylon'],
    includes: ['pad and shims', 'pad set and screws'],
    use: 'lets boom sections extend and retract smoothly',
  },
  'Brackets and Mounts': {
    material: ['powder-coated steel', 'galvanized steel', 'aluminum plate'],
    includes: ['bracket and hardware', 'plate and bolts'],
    use: 'mounts components securely to the structure',
  },
  Fasteners: {
    material: ['grade 8 steel', 'zinc-plated steel', 'stainless steel'],
    includes: ['pack of 10', 'pack of 25', 'single piece'],
    use: 'holds structural joints to the specified torque',
  },
  Bearings: {
    material: ['through-hardened bearing steel', 'sealed double-row races', 'chrome steel balls'],
    includes: ['bearing and seals', 'bearing, cup and cone', 'bearing only'],
    use: 'carries rotating loads with low friction',
  },
  Gears: {
    material: ['carburized alloy steel', 'hardened steel'],
    includes: ['gear and key', 'pinion and snap ring'],
    use: 'transmits rotation drive torque',
  },
  'Chains and Sprockets': {
    material: ['heat-treated steel', 'nickel-plated steel'],
    includes: ['chain with connecting link', 'sprocket and set screws'],
    use: 'drives feed and extension mechanisms',
  },
  'Belts and Pulleys': {
    material: ['aramid-reinforced rubber', 'cast iron'],
    includes: ['belt', 'pulley and bushing'],
    use: 'transfers engine power to the driven components',
  },
  'Fall Protection': {
    material: ['polyester webbing', 'dielectric hardware'],
    includes: ['harness with dorsal D-ring', 'lanyard with locking snap hooks'],
    use: 'protects workers at height in the platform',
  },
  'Decals and Placards': {
    material: ['UV-resistant vinyl', 'anodized aluminum'],
    includes: ['decal', 'placard and rivets'],
    use: 'keeps required operating and hazard information legible',
  },
  Alarms: {
    material: ['sealed thermoplastic housing', 'die-cast housing'],
    includes: ['alarm and wiring pigtail', 'alarm and bracket'],
    use: 'warns the crew of motion and unsafe conditions',
  },
  Guards: {
    material: ['spiral polyethylene', 'expanded steel'],
    includes: ['guard and clamps', 'guard and fasteners'],
    use: 'shields hoses, belts and people from damage',
  },
  'Grease Fittings': {
    material: ['zinc-plated steel', 'stainless steel'],
    includes: ['pack of 10 fittings', 'line and fittings'],
    use: 'makes routine lubrication quick and clean',
  },
  Lubricants: {
    material: ['anti-wear hydraulic oil', 'lithium complex grease', 'biodegradable fluid'],
    includes: ['one container', 'case of 10 cartridges'],
    use: 'protects components across a wide temperature range',
  },
  Reservoirs: {
    material: ['welded steel', 'rotomolded polyethylene'],
    includes: ['tank with sight gauge', 'breather with filter element'],
    use: 'stores and conditions hydraulic oil',
  },
};
