/**
 * Fixed resume/posting pairs for the match's unit tests (fixtures.test.ts), written in the wording of
 * public postings in India and the US. Each lists the exact terms the engine must find and miss.
 */
export type Fixture = {
  name: string;
  posting: string;
  resume: string;
  /** Labels of the required terms the resume shows, and of those it misses (any order). */
  required: { matched: string[]; missing: string[] };
  preferred: { matched: string[]; missing: string[] };
  experience?: { asked: number | null; shown: number | null };
};

export const FIXTURE_NOW = new Date("2026-11-15T00:00:00Z");

export const FIXTURES: Fixture[] = [
  {
    name: "Java backend, Bengaluru (Naukri style)",
    posting: `Java Backend Developer | Bengaluru | 4-7 Yrs | Immediate joiners preferred
Job Description
We are hiring a Java Backend Developer for our product engineering team in Bengaluru.
Key Skills: Core Java, Spring Boot, Microservices, REST APIs, Hibernate, MySQL
Desired Candidate Profile
- 4-7 years of experience in Java development
- Hands-on experience with Kafka and Redis
- Good understanding of Docker and Kubernetes
- Experience with AWS is an added advantage
Education: B.Tech/B.E. in Computer Science or MCA
CTC: 18-25 LPA
Notice period: Immediate to 30 days`,
    resume: `Arjun Mehta
Senior Software Engineer
Summary: Backend engineer with 6 years of experience building Java microservices.
Skills: Java, Spring Boot, Spring Data JPA, Hibernate, PostgreSQL, Kafka, Docker, Jenkins, Git
Experience
Flipkart, Bengaluru | Software Engineer II | Jun 2020 – Present
- Built REST APIs for the order service handling 20k requests per second.
- Moved batch jobs to Kafka consumers.
Infosys | Systems Engineer | Jul 2018 – May 2020
Education
B.E. Computer Science, PES University, 2014-2018`,
    required: {
      matched: [
        "Java",
        "Backend development",
        "Spring Boot",
        "Microservices",
        "REST APIs",
        "Hibernate",
        "Kafka",
        "Docker",
        "B.Tech / B.E. or MCA",
        "Computer Science",
      ],
      missing: ["MySQL", "Redis", "Kubernetes"],
    },
    preferred: { matched: [], missing: ["Amazon Web Services"] },
    experience: { asked: 4, shown: 6 },
  },
  {
    name: "Tally and GST accountant, Pune (Naukri style)",
    posting: `Accounts Executive - Tally / GST
Job description
Urgent opening for Accounts Executive at our Pune office. Immediate joiners required.
Roles & Responsibilities
- Day-to-day accounting entries in Tally ERP 9
- GST filing (GSTR-1, GSTR-3B) and GST reconciliation
- TDS deduction and TDS returns
- Bank reconciliation and vendor reconciliation
- Preparing MIS reports in MS Excel
Desired Candidate Profile
- B.Com / M.Com
- 2-4 years of experience in accounts
- Knowledge of Zoho Books is a plus
Salary: 3-4.5 Lacs P.A.`,
    resume: `Priya Deshmukh
Accountant | Pune
Profile: Commerce graduate with hands-on accounting in TallyPrime and Busy.
Work Experience
Shree Traders, Pune — Accounts Assistant — Apr 2022 to Present
• Passed purchase, sales and journal entries in TallyPrime.
• Filed GSTR-1 and GSTR-3B every month; prepared TDS returns.
• Bank reconciliation statements every week.
• MIS in Microsoft Excel with pivot tables.
Education
B.Com, Savitribai Phule Pune University, 2019-2022`,
    required: {
      matched: [
        "Accounting",
        "Tally",
        "GST filing",
        "TDS",
        "Bank reconciliation",
        "Reporting",
        "Excel",
        "B.Com or M.Com",
        "GST",
      ],
      missing: ["GST reconciliation", "Vendor reconciliation"],
    },
    preferred: { matched: [], missing: ["Zoho Books"] },
    experience: { asked: 2, shown: 4.7 },
  },
  {
    name: "SAP FICO consultant, Hyderabad",
    posting: `SAP FICO Consultant
Location: Hyderabad (Hybrid)
Experience: 5-8 Years
Must have:
- Minimum 5 years of experience in SAP FICO implementation and support
- At least 2 end-to-end S/4HANA implementations
- Strong knowledge of GL, AP, AR, Asset Accounting and Cost Center Accounting
- Integration with SAP MM and SAP SD
Good to have:
- SAP Fiori
- CA / CMA qualification
Notice period: 30 days or less`,
    resume: `Rahul Iyer — SAP FI/CO Consultant
7 years of experience in SAP Finance and Controlling.
Projects: 3 S/4HANA implementations, 2 ECC support projects.
Modules: SAP FI, SAP CO, integration with SAP MM and SAP SD.
Configured General Ledger, Accounts Payable, Accounts Receivable and Fixed Assets.
Education: Chartered Accountant (ICAI), 2016; B.Com 2012`,
    required: {
      matched: [
        "SAP FICO",
        "SAP",
        "General ledger",
        "Accounts payable",
        "Accounts receivable",
        "Fixed assets",
        "SAP MM",
        "SAP SD",
      ],
      missing: ["Cost accounting"],
    },
    preferred: { matched: ["CA or CMA India"], missing: ["SAP Fiori"] },
    experience: { asked: 5, shown: 7 },
  },
  {
    name: "Frontend engineer, US (React, TypeScript)",
    posting: `Senior Frontend Engineer (Remote, US)
About the role
You will own our customer-facing web app and help build our Design Systems.
What you'll need
- 5+ years building web applications with React and TypeScript
- Deep knowledge of JavaScript, HTML and CSS
- Experience with Next.js and GraphQL
- Experience with automated testing (Jest, Cypress)
Nice to have
- Experience with Storybook
- Familiarity with AWS or GCP
Benefits
- 401(k) matching, health insurance, unlimited PTO
We use Slack, Notion and Figma every day.`,
    resume: `Jordan Lee
Frontend Engineer, Seattle WA
Experience
Acme Corp — Senior Frontend Engineer — March 2021 – Present
- Built a design system in React and TS used by 40 engineers; documented it in Storybook.
- Moved the app to Next.js 14 with server-side rendering.
Globex — Web Developer — 2017 – 2021
- JS, HTML5, CSS3, jQuery; unit tests with Jest.
Skills: React, TypeScript, JavaScript, Node.js, Jest, Playwright, Google Cloud Platform`,
    required: {
      matched: [
        "Design systems",
        "React",
        "TypeScript",
        "JavaScript",
        "HTML",
        "CSS",
        "Next.js",
        "Jest",
        "Frontend development",
      ],
      missing: ["GraphQL", "Automation testing", "Cypress"],
    },
    preferred: { matched: ["Storybook", "Amazon Web Services or Google Cloud"], missing: [] },
    experience: { asked: 5, shown: 9.8 },
  },
  {
    name: "Data analyst, Gurgaon (SQL, Power BI)",
    posting: `Data Analyst
Gurgaon, Haryana | 2-5 years
Requirements:
- Strong SQL skills and advanced Excel (VLOOKUP, pivot tables)
- Experience building dashboards in Power BI or Tableau
- Working knowledge of Python (Pandas, NumPy)
- Good communication skills
Preferred:
- Experience with Google Analytics
- Knowledge of statistics and A/B testing`,
    resume: `Neha Gupta — Data Analyst
Skills: SQL, MS Excel, Power BI, DAX, Python, pandas, Statistics
Experience: Zomato, Gurugram — Business Analyst — 01/2022 - Present
Built Power BI dashboards for city-level GMV; wrote SQL on Redshift.
Ran A/B tests on checkout flows with the product team.`,
    required: {
      matched: ["SQL", "Excel", "Dashboards", "Power BI or Tableau", "Python", "Pandas", "Data Analysis"],
      missing: ["VLOOKUP", "Pivot tables", "NumPy", "Communication skills"],
    },
    preferred: { matched: ["Statistics", "A/B testing"], missing: ["Google Analytics"] },
    experience: { asked: 2, shown: 4.9 },
  },
  {
    name: "DevOps engineer (k8s alias, Terraform, AWS)",
    posting: `DevOps Engineer
Requirements
- 3+ years in a DevOps or SRE role
- Kubernetes, Helm and Docker in production
- Infrastructure as Code with Terraform
- CI/CD pipelines with Jenkins or GitHub Actions
- AWS (EC2, S3, IAM, VPC)
- Scripting in Python or Bash
Bonus
- CKA certification
- Prometheus and Grafana`,
    resume: `DevOps engineer, 4 years.
Tools: k8s, helm charts, docker, Terraform, GitHub Actions, AWS EC2, S3, Route 53, Python, Grafana
Certifications: Certified Kubernetes Administrator (CKA), AWS Certified Solutions Architect – Associate
Experience
Freshworks, Chennai — Site Reliability Engineer — Aug 2022 – Present
Zoho — DevOps Engineer — Jul 2021 – Jul 2022`,
    required: {
      matched: [
        "DevOps or Site Reliability Engineering",
        "Kubernetes",
        "Helm",
        "Docker",
        "Terraform",
        "Jenkins or GitHub Actions",
        "Amazon Web Services",
        "Amazon EC2",
        "Amazon S3",
        "Python or Bash",
      ],
      missing: ["Infrastructure as Code", "CI/CD", "AWS IAM", "Amazon VPC"],
    },
    preferred: { matched: ["CKA", "Grafana"], missing: ["Prometheus"] },
    experience: { asked: 3, shown: 5.4 },
  },
  {
    name: "HR recruiter, Noida (Naukri RMS)",
    posting: `HR Recruiter (IT) - Noida
Immediate joiners. Work from office.
Responsibilities:
- End-to-end recruitment for IT positions
- Sourcing through Naukri RMS, LinkedIn Recruiter and referrals
- Screening resumes, scheduling interviews and offer negotiation
- Maintaining the recruitment tracker in Excel
Requirements:
- MBA (HR) preferred
- 1-3 years of experience in IT recruitment
- Excellent communication skills in English and Hindi`,
    resume: `Simran Kaur
Talent Acquisition Executive
Skills: end to end recruitment, sourcing on Naukri Resdex and LinkedIn, interview scheduling, MS Excel
Languages: English, Hindi, Punjabi
Experience: TechMahindra, Noida — Recruiter — Jun 2023 - Present
Education: BBA, Amity University 2020-2023`,
    required: {
      matched: [
        "End-to-end recruitment",
        "Sourcing",
        "Naukri RMS",
        "Interviewing",
        "Recruitment",
        "Excel",
        "English",
        "Hindi",
      ],
      missing: ["LinkedIn Recruiter", "Offer management", "Technical recruiting", "Communication skills"],
    },
    preferred: { matched: [], missing: ["MBA"] },
    experience: { asked: 1, shown: 3.5 },
  },
  {
    name: "Registered nurse, US",
    posting: `Registered Nurse - Med/Surg (Full-time)
Qualifications
- Active RN license in the state of Texas
- BLS and ACLS certification required
- Bachelor of Science in Nursing (BSN) preferred
- 2+ years of acute care experience
- Experience with Epic EHR is a plus
Responsibilities
- Provide direct patient care, medication administration and patient education`,
    resume: `Maria Gonzalez, RN
Registered Nurse with 5 years of experience in medical-surgical units.
Licenses & Certifications: Texas RN license, BLS, ACLS, PALS
Skills: patient care, wound care, IV therapy, medication administration, Cerner
Education: Associate Degree in Nursing, 2019`,
    required: {
      matched: [
        "Registered Nurse",
        "BLS",
        "ACLS",
        "Patient care",
        "Medication administration",
        "Medical-surgical nursing",
      ],
      missing: ["Patient education"],
    },
    preferred: { matched: [], missing: ["B.Sc Nursing", "Epic Systems"] },
    experience: { asked: 2, shown: 5 },
  },
  {
    name: "Digital marketing executive, Mumbai",
    posting: `Digital Marketing Executive
Mumbai | 1-3 yrs | CTC up to 5 LPA
Key Skills: SEO, Google Ads, Meta Ads, Social Media Marketing, Google Analytics
What you'll do
- Plan and run performance marketing campaigns on Google Ads and Facebook Ads
- Keyword research, on-page SEO and link building
- Weekly reports in Google Sheets
Good to have: Canva, WordPress, email marketing with Mailchimp`,
    resume: `Aditya Rao — Digital Marketer
Skills: SEO, Google AdWords, Facebook Ads Manager, Instagram marketing, Canva, WordPress
Ran paid campaigns with a monthly budget of 8 lakh; grew organic traffic 3x with keyword research and link building.
Tools: GA4, Google Search Console, SEMrush
Experience: 2022-2025 at a D2C skincare brand`,
    required: {
      matched: [
        "Search engine optimization",
        "Google Ads",
        "Facebook Ads",
        "Google Analytics",
        "Keyword research",
        "Link building",
        "Digital marketing",
      ],
      missing: ["Social media marketing", "Performance marketing", "Reporting", "Google Sheets"],
    },
    preferred: { matched: ["Canva", "WordPress"], missing: ["Email marketing", "Mailchimp"] },
    experience: { asked: 1, shown: 3 },
  },
  {
    name: "Data scientist, US (ML, Python)",
    posting: `Data Scientist, Growth
Minimum qualifications:
- Master's degree in Statistics, Computer Science or a related field, or equivalent practical experience
- 3 years of experience with Python and SQL
- Experience with machine learning (scikit-learn, XGBoost) and experimentation
Preferred qualifications:
- PhD
- Experience with PyTorch or TensorFlow
- Experience with Spark`,
    resume: `Wei Chen
M.S. in Statistics, University of Washington, 2019
Data Scientist, Zillow — Jun 2019 – Present
- Built pricing models with XGBoost and sklearn in Python; SQL on Snowflake.
- Designed and analyzed A/B tests for the growth team.
Skills: Python, R, SQL, PyTorch, Machine Learning`,
    required: {
      matched: [
        "Master's degree",
        "Statistics",
        "Python",
        "SQL",
        "Machine Learning",
        "scikit-learn",
        "XGBoost",
        "Data Science",
      ],
      missing: ["Experimentation", "Computer Science"],
    },
    preferred: { matched: ["PyTorch or TensorFlow"], missing: ["PhD", "Apache Spark"] },
    experience: { asked: 3, shown: 7.5 },
  },
  {
    name: "Sales manager, Chennai (B2B SaaS)",
    posting: `Area Sales Manager - B2B SaaS
Chennai
We're looking for:
- 5+ years in B2B sales, with 2+ years selling SaaS
- Proven lead generation and account management
- Hands-on with Salesforce or HubSpot CRM
- Excellent negotiation and presentation skills
- Fluency in Tamil and English
Nice to have: experience with channel partners; MBA`,
    resume: `Karthik Subramanian
Enterprise Account Executive — 8 years of experience in B2B SaaS sales.
Owned a $1.2M quota; consistent lead generation via cold calling and LinkedIn Sales Navigator.
CRM: Salesforce (SFDC). Strong negotiation skills.
Languages: Tamil, English, Telugu
Education: PGDM Marketing, 2016`,
    required: {
      matched: ["Lead generation", "Salesforce or HubSpot", "Negotiation", "Tamil", "English"],
      missing: ["B2B sales", "Account management", "Presentation skills"],
    },
    preferred: { matched: ["MBA"], missing: ["Channel sales"] },
    experience: { asked: 2, shown: 8 },
  },
  {
    name: "Python backend, US (Go ambiguity)",
    posting: `Backend Engineer (Python/Go)
Requirements
- 4+ years of backend development
- Python with Django or FastAPI
- Go is a plus
- PostgreSQL and Redis
- Experience designing REST APIs
We go above and beyond for our customers.`,
    resume: `Sam Patel
Backend engineer. Python (Django, Flask), PostgreSQL, Celery.
I like to go hiking on weekends.
Experience: 2020 - present at Stripe; 2018 - 2020 at Square.`,
    required: {
      matched: ["Backend development", "Python", "Django or FastAPI", "PostgreSQL"],
      missing: ["Redis", "REST APIs", "Go"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: 4, shown: 8.9 },
  },
  {
    name: "C++ embedded, Pune (C vs C++ vs C#)",
    posting: `Embedded Software Engineer
Must have
- C and C++ programming on microcontrollers
- RTOS (FreeRTOS) and device drivers
- CAN protocol and AUTOSAR
Nice to have
- Python scripting
- C# for test tools`,
    resume: `Embedded engineer — 5 years.
Skills: C++, Embedded C, FreeRTOS, STM32, CAN, I2C, SPI, Python
Built device drivers for sensor boards.`,
    required: {
      matched: ["C", "C++", "Microcontrollers", "RTOS", "Device drivers", "CAN bus", "Embedded systems"],
      missing: ["AUTOSAR"],
    },
    preferred: { matched: ["Python"], missing: ["C#"] },
    experience: { asked: null, shown: null },
  },
  {
    name: "Java is not JavaScript",
    posting: `Full Stack Developer
Requirements:
- Java and Spring
- JavaScript and React
- Node.js`,
    resume: `Skills: JavaScript, React, Node, Express
Experience with JavaScript frameworks.`,
    required: {
      matched: ["JavaScript", "React", "Node.js"],
      missing: ["Java", "Spring", "Full stack development"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: null, shown: null },
  },
  {
    name: "R only in a skills context",
    posting: `Biostatistician
Requirements
- Statistical programming in R and SAS
- Clinical trials experience
- CDISC (SDTM, ADaM)`,
    resume: `R. Shah
Biostatistician at a contract research organisation in Mumbai.
Tools: SAS, SQL
Supported clinical trials for oncology sponsors; wrote R&D summaries.`,
    required: {
      matched: ["SAS", "Clinical research", "Biostatistics"],
      missing: ["Statistics", "R", "CDISC"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: null, shown: null },
  },
  {
    name: "Excel in a sentence is not Excel",
    posting: `Operations Associate
Requirements:
- Advanced Excel (pivot tables, VLOOKUP)
- Inventory management
- Strong attention to detail`,
    resume: `Operations associate who loves to excel in fast-paced teams.
Excel at inventory control and stock audits.
Detail oriented.`,
    required: {
      matched: ["Inventory management", "Attention to detail"],
      missing: ["Excel", "Pivot tables", "VLOOKUP"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: null, shown: null },
  },
  {
    name: "Postgres and Node aliases",
    posting: `Backend Developer
Requirements
- Node.js and Express
- PostgreSQL
- Google Cloud`,
    resume: `Skills: Node, Express.js, Postgres, GCP (Cloud Run, BigQuery)`,
    required: {
      matched: ["Node.js", "Express.js", "PostgreSQL", "Google Cloud"],
      missing: ["Backend development"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: null, shown: null },
  },
  {
    name: "Chartered accountant, Mumbai (CA or CPA alternatives)",
    posting: `Finance Manager - Mumbai
Qualification: CA / CPA / ACCA
Experience: Minimum 6 years post qualification in a manufacturing company.
Key responsibilities
- Monthly book closing, financial reporting under Ind AS
- Statutory audit and tax audit coordination
- Budgeting and variance analysis
- Working capital management
Knowledge of SAP is mandatory.`,
    resume: `Ankit Shah, ACA
Chartered Accountant with 8 years of experience.
Led month-end closing and Ind AS reporting at a listed auto parts maker (SAP S/4HANA).
Coordinated statutory audits; prepared annual budgets and variance analysis.`,
    required: {
      matched: [
        "CA or CPA or ACCA",
        "Month-end close",
        "IFRS",
        "Statutory audit",
        "Budget management",
        "Variance analysis",
        "SAP",
      ],
      missing: ["Manufacturing operations", "Financial reporting", "Tax audit", "Working capital"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: 6, shown: 8 },
  },
  {
    name: "Product designer, US (Figma, phrases)",
    posting: `Product Designer
About Acme
Acme builds Revenue Operations software for growing teams.
What you'll do
- Own end-to-end flows in Figma, from wireframes to high-fidelity prototypes
- Contribute to our Design System
- Run usability testing with customers
Requirements
- 3+ years of product design experience
- A portfolio that shows Interaction Design and Visual Design craft
Bonus
- Experience designing for Revenue Operations teams`,
    resume: `Lena Fischer, Product Designer
Figma, FigJam, prototyping, wireframing, user research, usability testing, design systems
Designed the onboarding flow of a RevOps tool; ran interaction design reviews.
2020 – Present, Product Designer, Brightwave
2018 – 2020, UI Designer, Studio North`,
    required: {
      matched: [
        "Figma",
        "Wireframing",
        "Prototyping",
        "Design systems",
        "Usability testing",
        "Product design",
        "Interaction design",
      ],
      missing: ["Visual design"],
    },
    preferred: { matched: ["Revenue operations"], missing: [] },
    experience: { asked: 3, shown: 8.9 },
  },
  {
    name: "Customer support, Bengaluru (voice process)",
    posting: `Customer Support Executive - International Voice Process
Bengaluru | Freshers can apply | 0-2 years
Requirements:
- Excellent English communication skills
- Willing to work in night shifts
- Basic computer knowledge and MS Office
Good to have: experience with Zendesk or Freshdesk`,
    resume: `Rohan D'Souza
Customer care associate at a BPO handling inbound calls for a US telecom client.
Tools: Freshdesk, MS Office.
Fluent English and Kannada.`,
    required: {
      matched: ["English", "Microsoft Office", "Customer support"],
      missing: ["Communication skills", "Voice process"],
    },
    preferred: { matched: ["Zendesk or Freshdesk"], missing: [] },
    experience: { asked: 0, shown: null },
  },
  {
    name: "Project manager, US (PMP, Agile)",
    posting: `IT Project Manager
Requirements
- Bachelor's degree in Computer Science, Business, or related field
- PMP certification required
- 7+ years managing software projects using Agile/Scrum
- Experience with Jira and Confluence
- Strong stakeholder management and risk management
Preferred
- Certified ScrumMaster (CSM) or SAFe Agilist`,
    resume: `Dana Whitfield, PMP
Project Management Professional with 9 years of experience delivering SaaS programs.
Tools: Jira, Confluence, MS Project, Smartsheet
Scrum Master certified (PSM I). Managed stakeholders across 4 time zones.
Education: B.A. in Economics, University of Michigan, 2012; MBA 2016`,
    required: {
      matched: ["Bachelor's degree", "PMP", "Agile", "Scrum", "Jira", "Confluence", "Project management"],
      missing: ["Stakeholder management", "Risk management", "Computer Science"],
    },
    preferred: { matched: ["Certified ScrumMaster"], missing: ["SAFe Agilist"] },
    experience: { asked: 7, shown: 9 },
  },
  {
    name: "Supply chain analyst, Ahmedabad",
    posting: `Supply Chain Analyst
Requirements:
- Demand planning and inventory optimization
- SAP MM or Oracle EBS
- Advanced Excel and Power BI
- 2+ years in FMCG supply chain
Good to have: APICS CPIM or CSCP`,
    resume: `Supply chain analyst, 3 years at an FMCG company (2023 – present).
Skills: demand forecasting, inventory planning, SAP MM, Power BI, MS Excel
Certification: APICS CSCP (2024)`,
    required: {
      matched: ["Inventory optimization", "SAP MM or Oracle EBS", "Excel", "Power BI", "Supply chain management"],
      missing: ["Demand planning"],
    },
    preferred: { matched: ["CPIM or Certified Supply Chain Professional"], missing: [] },
    experience: { asked: 2, shown: 3.9 },
  },
  {
    name: "Empty resume",
    posting: `Requirements
- Python and SQL
- 3+ years of experience`,
    resume: ``,
    required: {
      matched: [],
      missing: ["Python", "SQL"],
    },
    preferred: { matched: [], missing: [] },
    experience: { asked: 3, shown: null },
  },
];
