/**
 * The skills, tools, certifications and degrees the match knows, with their aliases and spellings
 * (docs/match.md "Dictionary"; syntax in dictionary.ts). Edit freely: the unit test counts the distinct
 * entries and fails on an alias claimed by two of them. Any change here bumps MATCH_ENGINE_VERSION.
 */
export const DICTIONARY_DATA = `
# skill programming languages
JavaScript|JS|ECMAScript|ES6|ES2015|Vanilla JS
TypeScript|TS>JavaScript
Python|Python3|Python 3
Java|Core Java|Java 8|Java 11|Java 17|J2SE
!C|C language|C programming|ANSI C
C++|CPP|C plus plus
C#|C sharp|CSharp
!Go|Golang|Go language|Go lang
!Rust|Rustlang
Ruby
PHP|PHP7|PHP 8
Kotlin
!Swift|Swift 5
Objective-C|ObjC|Objective C
Scala
!R|R programming|R language|RStudio|R Studio
MATLAB
Perl
!Dart|Dart language
Elixir
Erlang
Haskell
Clojure
F#|F sharp
OCaml
!Julia|Julia language
Lua
^Groovy
Visual Basic|VB|VB6
VB.NET|Visual Basic .NET
VBA|Excel VBA|Visual Basic for Applications|Macros VBA
COBOL
Fortran
!Assembly|Assembly language|x86 assembly|ARM assembly
!Pascal|Delphi|Object Pascal
Shell scripting|Shell script|Shell scripts|Unix shell scripting
!Bash|Bash scripting|Bash script
PowerShell|Powershell scripting
Zsh
SQL|Structured Query Language
PL/SQL|PLSQL>SQL
T-SQL|TSQL|Transact-SQL>SQL
Solidity
^Apex|Salesforce Apex
ABAP|SAP ABAP
!Scheme
Lisp|Common Lisp
Prolog
!Crystal
Nim
Zig
^D language
!Ada
Smalltalk
SAS|SAS programming|Base SAS
Stata
SPSS|IBM SPSS
VHDL
Verilog|SystemVerilog
LabVIEW
WebAssembly|WASM
GraphQL
HTML|HTML5|HTML 5
CSS|CSS3|CSS 3
^Sass|SCSS
LESS CSS
XML
JSON
YAML
!Markdown
LaTeX
Regex|Regular expressions|RegEx
Kotlin Multiplatform|KMP
CoffeeScript
!Elm
ReasonML
PureScript
Hack language
Apache Groovy>Groovy
Ballerina
Mojo
Q#
Cairo language
Move language
Tcl
AWK
!Sed
^Bicep|Azure Bicep
HCL|HashiCorp Configuration Language
Jinja|Jinja2
Handlebars
EJS
Pug
!Twig
!Liquid|Shopify Liquid
JSX
TSX
Protocol Buffers|Protobuf|protobufs
Avro|Apache Avro
Thrift|Apache Thrift
OpenAPI|Swagger|OpenAPI Specification
AsyncAPI
JSON Schema
# skill frontend
React|React.js|ReactJS|React JS
React Native|ReactNative
Angular|Angular 2+|AngularJS 2
AngularJS|Angular.js|Angular 1
Vue.js|Vue|VueJS|Vue 3|Vue.js 3
Nuxt.js|Nuxt|NuxtJS
Next.js|NextJS|Next JS
Svelte
SvelteKit
SolidJS|Solid.js
Preact
Qwik
^Astro
!Remix|Remix Run
Gatsby|GatsbyJS
^Ember.js|EmberJS
Backbone.js|BackboneJS
jQuery|JQuery UI
Redux|Redux Toolkit|RTK
RTK Query
MobX
Zustand
^Recoil
Jotai
XState
React Query|TanStack Query
React Router
TanStack Table
React Hook Form
Formik
Webpack
Vite|ViteJS
^Rollup|Rollup.js
!Parcel
esbuild
^Babel|Babel.js
SWC
Turbopack
Turborepo
Nx|Nx monorepo
Lerna
npm
!Yarn
pnpm
!Bun|Bun.js
Deno
Tailwind CSS|Tailwind|TailwindCSS
^Bootstrap|Bootstrap CSS|Twitter Bootstrap
Material UI|MUI|Material-UI
Material Design
Chakra UI
Ant Design|AntD
Styled Components|styled-components
Emotion CSS
CSS Modules
CSS-in-JS|CSS in JS
PostCSS
Bulma
Foundation CSS
Semantic UI
Radix UI
shadcn/ui|shadcn
Headless UI
Storybook
Three.js|ThreeJS
D3.js|D3|D3js
Chart.js|ChartJS
Highcharts
ECharts|Apache ECharts
Recharts
Plotly
^Leaflet|Leaflet.js
Mapbox
Google Maps API
WebGL
WebGPU
Canvas API|HTML Canvas
SVG
Web Components
!Lit|Lit Element
Stencil.js
!Polymer
Alpine.js|AlpineJS
HTMX
Hotwire|Turbo Hotwire
Stimulus.js|StimulusJS
^Ionic|Ionic Framework
!Capacitor|Capacitor.js
Cordova|Apache Cordova|PhoneGap
^Electron|Electron.js|ElectronJS
Tauri
PWA|Progressive Web Apps|Progressive Web App
Service Workers|Service Worker
WebSockets|WebSocket|Web Sockets
WebRTC
Server-Sent Events|SSE
Responsive design|Responsive web design|RWD
Cross-browser compatibility|Cross browser compatibility
Web accessibility|Accessibility|a11y|WCAG|WCAG 2.1|ARIA
Core Web Vitals
Web performance|Frontend performance
Micro frontends|Micro-frontends|Microfrontends
Module Federation
Single Page Applications|!SPA|SPAs
Server-side rendering|SSR
Static site generation|SSG
JAMstack|Jamstack
Figma to code
Frontend development|Front-end development|Front end development|Frontend engineering|Frontend engineer|Frontend developer
Backend development|Back-end development|Back end development|Backend engineering|Backend engineer|Backend developer
Full stack development|Full-stack development|Fullstack development|Full stack
i18n|Internationalization|Internationalisation
Localization|l10n|Localisation
Framer Motion
GSAP|GreenSock
Lottie
Immer
RxJS|ReactiveX
NgRx
Angular Material
PrimeNG
PrimeReact
Vuex
Pinia
Vuetify
Quasar|Quasar Framework
Element UI|Element Plus
Blazor
!Razor|Razor Pages
Thymeleaf
JSP|JavaServer Pages
JSF|JavaServer Faces
Vaadin
GWT|Google Web Toolkit
Flutter|Flutter SDK
Jetpack Compose
SwiftUI
UIKit
Xamarin|Xamarin.Forms
.NET MAUI|MAUI
!Expo|Expo Go
NativeScript
!Unity|Unity3D|Unity 3D
Unreal Engine|UE4|UE5|Unreal
Godot|Godot Engine
Cocos2d
Phaser|Phaser.js
Babylon.js
A-Frame
# skill backend
Node.js|NodeJS|Node JS|!Node
Express.js|ExpressJS|!Express
NestJS|Nest.js
Fastify
Koa|Koa.js
Hapi.js|^Hapi
Hono
^Meteor|Meteor.js
Sails.js
AdonisJS
!Spring|Spring Framework
Spring Boot|SpringBoot|Spring-Boot>Spring
Spring MVC>Spring
Spring Security>Spring
Spring Cloud>Spring
Spring Data JPA|Spring Data>Spring
Spring Batch>Spring
Spring WebFlux|WebFlux>Spring
Hibernate|Hibernate ORM
JPA|Java Persistence API
JDBC
J2EE|Java EE|JavaEE|Jakarta EE>Java
Servlets|Java Servlets
Struts|Apache Struts
Micronaut
Quarkus
Vert.x
Dropwizard
Play Framework
Akka
Maven|Apache Maven
Gradle
!Ant|Apache Ant
JUnit|JUnit 5
TestNG
Mockito
Lombok
Log4j
SLF4J
Tomcat|Apache Tomcat
JBoss|WildFly
WebLogic|Oracle WebLogic
WebSphere|IBM WebSphere
Jetty
Netty
Django|Django framework
Django REST Framework|DRF|Django Rest>Django
Flask
FastAPI|Fast API
Pyramid framework
^Tornado
^Celery
SQLAlchemy
Pydantic
Gunicorn
Uvicorn
asyncio
Ruby on Rails|RoR|^Rails
Sinatra
Sidekiq
Laravel
Symfony
CodeIgniter
CakePHP
Yii
Zend Framework|Laminas
WordPress|Wordpress development
Drupal
Joomla
Magento|Adobe Commerce
Shopify|Shopify development
WooCommerce
PrestaShop
BigCommerce
.NET|Dotnet|Dot Net|.NET Framework
.NET Core|Dotnet Core|.NET 6|.NET 8>.NET
ASP.NET|ASP .NET>.NET
ASP.NET Core>.NET
ASP.NET MVC|MVC.NET>.NET
ADO.NET>.NET
Entity Framework|EF Core|Entity Framework Core>.NET
LINQ
WCF|Windows Communication Foundation
WPF|Windows Presentation Foundation
WinForms|Windows Forms
Web API|ASP.NET Web API
SignalR
^Gin|Gin Gonic
Echo framework
Fiber framework
gRPC
Actix|Actix Web
Axum
Tokio
Rocket framework
^Phoenix|Phoenix Framework
Ktor
^Vapor
REST APIs|!REST|RESTful|RESTful APIs|REST API|RESTful services|RESTful web services
SOAP|SOAP web services
Web services
Microservices|Micro services|Microservice architecture|Microservices architecture
Monolith migration
Event-driven architecture|Event driven architecture
Domain-driven design|Domain driven design|DDD
CQRS
Event sourcing
Serverless|Serverless architecture
API design
API gateway
API development
System design
Distributed systems
Design patterns
SOLID principles
Object-oriented programming|OOP|OOPs|OOPS concepts|Object oriented programming
Functional programming
Data structures|Data structures and algorithms|DSA
Algorithms
Multithreading|Multi-threading|Concurrency
Asynchronous programming|Async programming
Memory management
Performance tuning|Performance optimization|Performance optimisation
Caching
Scalability
High availability
Low latency
Message queues|Message queue|Message brokers
Kafka|Apache Kafka
Kafka Streams>Kafka
RabbitMQ|Rabbit MQ
ActiveMQ|Apache ActiveMQ
Amazon SQS|SQS|AWS SQS
Amazon SNS|SNS|AWS SNS
Google Pub/Sub|Pub/Sub|Cloud Pub/Sub
Azure Service Bus
NATS
ZeroMQ|ZMQ
Apache Pulsar|Pulsar
MQTT
Redis|Redis cache
Memcached
Elasticsearch|Elastic Search|ElasticSearch
OpenSearch
Solr|Apache Solr
Lucene|Apache Lucene
Algolia
Meilisearch
Typesense
Nginx|NGINX
Apache HTTP Server|Apache httpd|Apache web server
HAProxy
Envoy|Envoy proxy
Traefik
Caddy
IIS|Internet Information Services
Linux|Linux administration|GNU/Linux
Unix|UNIX
Ubuntu
CentOS
Red Hat Enterprise Linux|RHEL|Red Hat
Debian
Windows Server
macOS|Mac OS
Kernel development|Linux kernel
Embedded systems|Embedded
Embedded C>C
Firmware|Firmware development
RTOS|FreeRTOS|Real-time operating systems
Microcontrollers|Microcontroller|MCU
Arduino>Microcontrollers
Raspberry Pi
ARM Cortex|^ARM
STM32>Microcontrollers
ESP32>Microcontrollers
AUTOSAR
CAN bus|CAN protocol|!CAN
Device drivers|Device driver
Yocto|Yocto Project
Bootloader
IoT|Internet of Things
PLC|PLC programming
SCADA
OAuth|OAuth 2.0|OAuth2
OpenID Connect|OIDC
JWT|JSON Web Tokens|JSON Web Token
SAML|SAML 2.0
SSO|Single Sign-On|Single sign on
LDAP
Active Directory|Microsoft Active Directory
Azure Active Directory|Azure AD|Entra ID|Microsoft Entra ID
Okta
Auth0
Keycloak
Firebase Authentication|Firebase Auth
^Stripe|Stripe API
Razorpay
PayPal
Payment gateway integration|Payment gateways|Payment gateway
UPI
Twilio
SendGrid
Mailchimp
WebHooks|Webhooks|Webhook
^Cron|Cron jobs|Crontab
Socket.IO|Socket.io|SocketIO
^Prisma|Prisma ORM
TypeORM
Sequelize
Mongoose
Drizzle ORM
Knex.js|Knex
MikroORM
Objection.js
^Dapper
MyBatis|iBatis
jOOQ
^Doctrine|Doctrine ORM
^Eloquent|Eloquent ORM
Active Record|ActiveRecord
# skill databases
PostgreSQL|Postgres|Postgre SQL|PostgresSQL|psql|PgSQL>SQL
MySQL|My SQL>SQL
MariaDB>SQL
SQLite>SQL
Oracle Database|Oracle DB|Oracle RDBMS|Oracle 19c|Oracle 12c|!Oracle>SQL
Microsoft SQL Server|SQL Server|MS SQL|MSSQL|MS SQL Server>SQL
IBM Db2|DB2|Db2>SQL
Sybase
Teradata
MongoDB|Mongo|Mongo DB
Cassandra|Apache Cassandra
ScyllaDB
DynamoDB|Amazon DynamoDB|AWS DynamoDB
Couchbase
CouchDB|Apache CouchDB
Neo4j
ArangoDB
JanusGraph
Amazon Neptune|^Neptune
HBase|Apache HBase
Cosmos DB|Azure Cosmos DB|CosmosDB
Firestore|Cloud Firestore
Firebase Realtime Database
Firebase
Supabase
PlanetScale
CockroachDB
TiDB
YugabyteDB
Amazon Aurora|^Aurora|AWS Aurora
Amazon RDS|RDS|AWS RDS
Cloud SQL|Google Cloud SQL
Cloud Spanner|^Spanner|Google Spanner
Bigtable|Cloud Bigtable
InfluxDB
TimescaleDB
ClickHouse
Apache Druid|^Druid
Apache Pinot|^Pinot
Vertica
Greenplum
Netezza
SAP HANA|HANA
Amazon Redshift|Redshift|AWS Redshift
Snowflake|Snowflake Data Cloud
Google BigQuery|BigQuery|Big Query
Azure Synapse Analytics|Azure Synapse|Synapse
Databricks|Azure Databricks
Delta Lake
Apache Iceberg|Iceberg
Apache Hudi|Hudi
Pinecone
Weaviate
Milvus
Qdrant
^Chroma|ChromaDB
pgvector
FAISS
Vector databases|Vector database|Vector DB
Microsoft Access|MS Access|!Access
FileMaker
^Realm|MongoDB Realm
Database design|Database modelling|Database modeling
Data modeling|Data modelling
Database administration|DBA
Query optimization|Query optimisation|SQL tuning|SQL query optimization
Stored procedures|Stored procedure
Triggers
Indexing|Database indexing
Database replication
Sharding|Database sharding
Normalization|Database normalization
ACID transactions|ACID
NoSQL
RDBMS|Relational databases|Relational database
OLTP
OLAP
Database migration|Database migrations
Liquibase
Flyway
Oracle Forms
Oracle Reports
Oracle APEX
SSIS|SQL Server Integration Services
SSRS|SQL Server Reporting Services
SSAS|SQL Server Analysis Services
# skill cloud and devops
Amazon Web Services|AWS|AWS Cloud
Microsoft Azure|Azure|Azure Cloud|MS Azure
Google Cloud|GCP|Google Cloud Platform|Google Cloud Services
Oracle Cloud|OCI|Oracle Cloud Infrastructure
IBM Cloud
Alibaba Cloud
DigitalOcean|Digital Ocean
Linode|Akamai Cloud
Heroku
Vercel
Netlify
Cloudflare|Cloudflare Workers
Render hosting
Fly.io
Amazon EC2|EC2|AWS EC2>Amazon Web Services
Amazon S3|S3|AWS S3>Amazon Web Services
AWS Lambda|^Lambda|Lambda functions>Amazon Web Services
Amazon ECS|ECS|AWS ECS>Amazon Web Services
Amazon EKS|EKS|AWS EKS>Amazon Web Services
AWS Fargate|Fargate>Amazon Web Services
AWS CloudFormation|CloudFormation>Amazon Web Services
AWS CDK|CDK|Cloud Development Kit>Amazon Web Services
Amazon CloudWatch|CloudWatch|AWS CloudWatch>Amazon Web Services
AWS IAM|IAM
Amazon VPC|VPC|Virtual Private Cloud
Amazon Route 53|Route 53|Route53>Amazon Web Services
Amazon CloudFront|CloudFront>Amazon Web Services
AWS API Gateway|Amazon API Gateway>Amazon Web Services
AWS Step Functions|Step Functions>Amazon Web Services
AWS Glue|^Glue>Amazon Web Services
Amazon Athena|^Athena|AWS Athena>Amazon Web Services
Amazon Kinesis|Kinesis|AWS Kinesis>Amazon Web Services
Amazon EMR|AWS EMR>Amazon Web Services
AWS Elastic Beanstalk|Elastic Beanstalk>Amazon Web Services
Amazon SageMaker|SageMaker|AWS SageMaker>Amazon Web Services
Amazon Bedrock|AWS Bedrock|^Bedrock>Amazon Web Services
AWS Amplify|^Amplify>Amazon Web Services
Amazon Cognito|Cognito|AWS Cognito>Amazon Web Services
AWS Secrets Manager|Secrets Manager>Amazon Web Services
AWS KMS|KMS|Key Management Service
AWS Systems Manager|SSM>Amazon Web Services
Amazon ElastiCache|ElastiCache>Amazon Web Services
Amazon QuickSight|QuickSight|AWS QuickSight>Amazon Web Services
AWS CodePipeline|CodePipeline>Amazon Web Services
AWS CodeBuild|CodeBuild>Amazon Web Services
AWS CodeDeploy|CodeDeploy>Amazon Web Services
AWS Lake Formation|Lake Formation>Amazon Web Services
Amazon MSK|MSK>Amazon Web Services
AWS Batch>Amazon Web Services
Amazon ECR|ECR|AWS ECR>Amazon Web Services
AWS EventBridge|EventBridge|Amazon EventBridge>Amazon Web Services
AWS Well-Architected Framework|Well-Architected
Azure DevOps|ADO|VSTS|Azure Repos>Microsoft Azure
Azure Pipelines>Azure DevOps
Azure Functions>Microsoft Azure
Azure App Service|App Service>Microsoft Azure
Azure Kubernetes Service|AKS>Microsoft Azure
Azure Data Factory|ADF>Microsoft Azure
Azure Blob Storage|Blob Storage>Microsoft Azure
Azure SQL|Azure SQL Database>Microsoft Azure
Azure Logic Apps|Logic Apps>Microsoft Azure
Azure Event Hubs|Event Hubs>Microsoft Azure
Azure Monitor>Microsoft Azure
Azure Key Vault|Key Vault>Microsoft Azure
Azure Resource Manager|ARM templates|ARM template>Microsoft Azure
Azure Data Lake|ADLS|Azure Data Lake Storage>Microsoft Azure
Azure Machine Learning|Azure ML>Microsoft Azure
Azure OpenAI|Azure OpenAI Service>Microsoft Azure
Azure Virtual Machines|Azure VMs>Microsoft Azure
Azure API Management|APIM>Microsoft Azure
Azure Stream Analytics>Microsoft Azure
Azure Container Apps>Microsoft Azure
Google Kubernetes Engine|GKE>Google Cloud
Google Compute Engine|Compute Engine|GCE>Google Cloud
Google Cloud Storage|GCS|Cloud Storage>Google Cloud
Cloud Functions|Google Cloud Functions>Google Cloud
Cloud Run|Google Cloud Run>Google Cloud
App Engine|Google App Engine|GAE>Google Cloud
Dataflow|Google Dataflow|Cloud Dataflow>Google Cloud
Dataproc|Google Dataproc>Google Cloud
Vertex AI|Google Vertex AI>Google Cloud
Cloud Composer>Google Cloud
Looker Studio|Google Data Studio|Data Studio
Firebase Hosting>Firebase
Docker|Docker containers|Dockerfile|Dockerization|Dockerisation
Docker Compose|docker-compose>Docker
Docker Swarm|Swarm>Docker
Podman
Containerd
Kubernetes|K8s|K8|Kube|Kubernetes orchestration
OpenShift|Red Hat OpenShift
Rancher
^Helm|Helm charts>Kubernetes
Kustomize>Kubernetes
Istio|Istio service mesh
Linkerd
Service mesh
Knative
Argo CD|ArgoCD
Argo Workflows
Flux CD|FluxCD|^Flux
Terraform|HashiCorp Terraform
Terragrunt
Pulumi
Ansible|Ansible playbooks
!Chef|Chef Infra
!Puppet|Puppet Enterprise
SaltStack
^Packer|HashiCorp Packer
^Vagrant
HashiCorp Vault|^Vault
^Consul|HashiCorp Consul
^Nomad
Jenkins|Jenkins pipelines|Jenkins CI
GitHub Actions|GH Actions
GitLab CI|GitLab CI/CD|GitLab pipelines
CircleCI|Circle CI
Travis CI|TravisCI
^Bamboo|Atlassian Bamboo
TeamCity
Bitbucket Pipelines
Spinnaker
Tekton
Octopus Deploy
Harness CI
CI/CD|CICD|CI CD|Continuous integration|Continuous delivery|Continuous deployment|CI/CD pipelines
DevOps|Dev Ops
DevSecOps
GitOps
Site Reliability Engineering|SRE
Platform engineering
Infrastructure as Code|IaC|Infrastructure-as-code
Configuration management
Release management
Build and release|Build & release
Blue-green deployment|Blue green deployments
Canary releases|Canary deployment
Git|Git version control
GitHub
GitLab
Bitbucket
SVN|Subversion|Apache Subversion
^Mercurial
Perforce|Helix Core
Version control|Source control
Prometheus
Grafana
Datadog|DataDog
New Relic|NewRelic
Dynatrace
AppDynamics|AppD
Splunk
ELK Stack|ELK|Elastic Stack
Logstash
Kibana
Fluentd|Fluent Bit
^Loki|Grafana Loki
Jaeger
Zipkin
OpenTelemetry|OTel
^Sentry
PagerDuty
Opsgenie
Nagios
Zabbix
^Honeycomb
Observability
Monitoring|System monitoring|Application monitoring
Logging|Centralized logging
Incident management|Incident response
Chaos engineering
Load balancing|Load balancer|Load balancers
CDN|Content delivery network
DNS
TCP/IP
HTTP|HTTPS|HTTP/2
Networking|Computer networking|Network administration
VMware|VMware vSphere|vSphere|ESXi
Hyper-V|HyperV
KVM
Virtualization|Virtualisation
Citrix
Cloud migration|Cloud migrations
Cloud architecture|Cloud architect
Multi-cloud|Multicloud|Hybrid cloud
Cloud cost optimization|FinOps|Cloud cost optimisation
Disaster recovery|Disaster Recovery planning
Backup and recovery|Backup & recovery
Bash on Linux
Windows administration|Windows Server administration
System administration|Sysadmin|Systems administration
# skill data and ai
Machine Learning|ML|Machine-learning
Deep Learning|DL
Artificial Intelligence|AI
Generative AI|GenAI|Gen AI|Generative Artificial Intelligence
Large Language Models|LLM|LLMs|Large language model
Natural Language Processing|NLP
Computer Vision
Reinforcement Learning|RL
Neural networks|Neural network
Convolutional Neural Networks|CNN|CNNs
Recurrent Neural Networks|RNN|RNNs|LSTM
Transformers|Transformer models
Hugging Face|HuggingFace|Hugging Face Transformers
TensorFlow|Tensorflow 2|TF2
Keras
PyTorch|^Torch
JAX
scikit-learn|sklearn|Scikit learn|SciKit-Learn
XGBoost
LightGBM
CatBoost
Pandas
NumPy|Numpy
SciPy
Matplotlib
Seaborn
Statsmodels
Jupyter|Jupyter Notebook|Jupyter Notebooks|JupyterLab
Google Colab|Colab
Anaconda|Conda
OpenCV
spaCy
NLTK
Gensim
LangChain
LlamaIndex|Llama Index
OpenAI API|OpenAI|ChatGPT API|GPT API
Prompt engineering
RAG|Retrieval-Augmented Generation|Retrieval Augmented Generation
Fine-tuning|Fine tuning|LLM fine-tuning
Embeddings|Vector embeddings
Semantic search
MLOps|ML Ops
MLflow
Kubeflow
Weights & Biases|W&B|WandB
DVC|Data Version Control
Feature engineering
Model deployment
A/B testing|AB testing|A/B tests|Split testing
Experimentation|Experiment design
Statistics|Statistical analysis|Statistical modelling|Statistical modeling
Probability
Hypothesis testing
Regression analysis|Regression|Linear regression|Logistic regression
Time series analysis|Time series|Time-series forecasting
Forecasting|Demand forecasting
Predictive modeling|Predictive modelling|Predictive analytics
Classification models
Clustering|Cluster analysis
Recommendation systems|Recommender systems|Recommendation engines
Anomaly detection
Bayesian statistics|Bayesian methods
Causal inference
Econometrics
Mathematical optimization|Mathematical optimization|Operations research
Linear programming
Data Science|Data scientist
Data Analysis|Data analytics|Data analyst
Exploratory Data Analysis|EDA
Data visualization|Data visualisation|Data viz
Data cleaning|Data cleansing|Data wrangling
Data mining
Big Data|Big data technologies
Hadoop|Apache Hadoop|HDFS
Apache Spark|^Spark|PySpark|Spark SQL|Spark Streaming
Apache Hive|^Hive|HiveQL
Apache Pig|Pig Latin
Apache Flink|Flink
Apache Beam|^Beam
Apache Airflow|Airflow
Apache NiFi|NiFi
Apache Storm
Sqoop|Apache Sqoop
Oozie
^Presto|PrestoDB
Trino
^Impala|Apache Impala
dbt|data build tool|dbt Core|dbt Cloud
Fivetran
Airbyte
Stitch data
Talend
Informatica|Informatica PowerCenter|IICS
Ab Initio
DataStage|IBM DataStage
Pentaho
Matillion
Alteryx
KNIME
RapidMiner
Dataiku
Great Expectations
Dagster
^Prefect
^Luigi
ETL|ETL pipelines|ELT|Extract Transform Load
Data pipelines|Data pipeline
Data engineering|Data engineer
Data warehousing|Data warehouse|DWH|EDW
Data lake|Data lakes
Data lakehouse|Lakehouse
Data governance
Data quality
Data lineage
Master data management|MDM
Metadata management
Data catalog|Data catalogue
Collibra
Alation
Data integration
Data migration
Dimensional modeling|Dimensional modelling|Star schema|Kimball
Change data capture|CDC
Debezium
Stream processing|Streaming data|Real-time streaming
Batch processing
Business Intelligence|BI
Tableau|Tableau Desktop|Tableau Server
Power BI|PowerBI|Microsoft Power BI|MS Power BI
DAX
Power Query|M language
Looker|LookML
Qlik|QlikView|Qlik Sense
MicroStrategy
SAP BusinessObjects|Business Objects|SAP BO|BOBJ
Cognos|IBM Cognos
Sisense
Domo
Metabase
Apache Superset|Superset
Redash
Mode Analytics
ThoughtSpot
Google Analytics|GA4|Universal Analytics
Adobe Analytics|Omniture
Mixpanel
Amplitude
Heap Analytics
!Segment|Twilio Segment
Hotjar
Microsoft Clarity
Google Tag Manager|GTM
!Excel|MS Excel|Microsoft Excel|Advanced Excel|MS-Excel|Excel sheets|Excel spreadsheets
Pivot tables|Pivot table|PivotTables
VLOOKUP|VLookup|HLOOKUP|XLOOKUP
Excel macros
Power Pivot
Google Sheets|Google Spreadsheets|G Sheets
Spreadsheets|Spreadsheet
Dashboards|Dashboard development|Dashboarding
Reporting|MIS reporting|MIS reports|MIS
KPI tracking|KPIs|KPI
Data storytelling
Quantitative analysis
Financial modeling|Financial modelling
SQL queries|Writing SQL
Web scraping|Scraping
Beautiful Soup|BeautifulSoup|BS4
Scrapy
Selenium scraping
Computer Vision models
Image processing
Speech recognition|ASR|Speech to text
Text to speech|TTS
OCR|Optical character recognition
Tesseract
YOLO
Stable Diffusion
Diffusion models
GANs|GAN|Generative adversarial networks
^BERT
GPT|GPT-4|GPT-3
^Llama|LLaMA
^Claude
^Gemini
^Mistral
Ollama
vLLM
ONNX
TensorRT
CUDA
Triton Inference Server
Model monitoring
Responsible AI|AI ethics
AI agents|Agentic AI|Autonomous agents
Chatbots|Chatbot|Conversational AI
Dialogflow
Rasa
Amazon Lex
Microsoft Bot Framework
IBM Watson|^Watson
Data annotation|Data annotation|Data labeling|Data labelling
Label Studio
Synthetic data
Federated learning
Graph neural networks|GNN
Knowledge graphs|Knowledge graph
Ontology|Ontologies
Information retrieval
Search relevance
Learning to rank
Geospatial analysis|GIS|Geographic Information Systems
ArcGIS
QGIS
Remote sensing
Bioinformatics
Computational biology
Quantum computing
Qiskit
Signal processing|DSP|Digital signal processing
Control systems
Simulink
Robotics
ROS|Robot Operating System
^SLAM
Sensor fusion
Autonomous vehicles|Autonomous driving|ADAS
Lidar|LiDAR
# skill testing and quality
Software testing|QA testing
Manual testing|Manual QA
Automation testing|Test automation|Automated testing|QA automation
Unit testing|Unit tests
Integration testing|Integration tests
End-to-end testing|E2E testing|E2E tests|End to end testing
Regression testing
Smoke testing
Sanity testing
Functional testing
Non-functional testing
Performance testing|Load testing|Stress testing
Security testing
Penetration testing|Pen testing|Pentesting|VAPT
Usability testing
User acceptance testing|UAT
API testing
Mobile testing|Mobile app testing
Accessibility testing
Exploratory testing
Black box testing|Black-box testing
White box testing|White-box testing
Test planning|Test plans|Test plan
Test cases|Test case design|Test case writing
Test strategy
Defect tracking|Bug tracking|Defect management
TDD|Test-driven development|Test driven development
BDD|Behavior-driven development|Behaviour-driven development
Selenium|Selenium WebDriver|WebDriver
Cypress|Cypress.io
Playwright
Puppeteer
WebdriverIO
Appium
^Espresso
XCUITest|XCTest
^Detox
^Jest
^Mocha
^Chai
^Jasmine
^Karma
Vitest
Testing Library|React Testing Library
^Enzyme
pytest|PyTest
unittest
Robot Framework
^Cucumber|Gherkin
SpecFlow
Postman
SoapUI
REST Assured|RestAssured
JMeter|Apache JMeter
LoadRunner|Micro Focus LoadRunner
Gatling
k6
^Locust
BrowserStack
Sauce Labs|SauceLabs
LambdaTest
TestRail
^Zephyr
qTest
HP ALM|Quality Center|HP QC
Katalon|Katalon Studio
TestComplete
UFT|QTP|Unified Functional Testing
Tosca|Tricentis Tosca
Ranorex
Mutation testing
Contract testing|^Pact
Code review|Code reviews
Static analysis|Static code analysis
SonarQube|Sonar|SonarCloud
ESLint
^Prettier
^Biome
Checkstyle
Pylint
Black formatter
mypy
Six Sigma|Lean Six Sigma
ISO 9001
Quality assurance|QA
Quality control|QC
Root cause analysis|RCA|5 Whys
CAPA|Corrective and preventive action
SPC|Statistical process control
FMEA
GMP|Good Manufacturing Practice|cGMP
# skill security
Cybersecurity|Cyber security|Information security|InfoSec|IT security
Network security
Application security|AppSec
Cloud security
Endpoint security
Security operations|SecOps|SOC|Security Operations Center
SIEM
Splunk Enterprise Security|Splunk ES>Splunk
IBM QRadar|QRadar
ArcSight
Microsoft Sentinel|Azure Sentinel
CrowdStrike|CrowdStrike Falcon
Palo Alto Networks|Palo Alto|Palo Alto firewalls
Fortinet|FortiGate
Check Point firewall|^Checkpoint
Cisco ASA
Firewalls|Firewall|Firewall management
IDS/IPS|IDS|IPS|Intrusion detection
WAF|Web application firewall
VPN|VPNs
Zero Trust|Zero trust architecture
Identity and access management|IAM governance|Identity management
Privileged access management|PAM|CyberArk
SailPoint
Ping Identity
Vulnerability management|Vulnerability assessment
Threat modeling|Threat modelling
Threat intelligence|Threat hunting
Incident handling|Security incident response
Digital forensics|Forensics
Malware analysis
Reverse engineering
Burp Suite
OWASP|OWASP Top 10
Metasploit
Nmap
Wireshark
Nessus|Tenable
Qualys
Kali Linux
Snort
Encryption|Cryptography
PKI|Public key infrastructure
TLS|SSL|SSL/TLS
DLP|Data loss prevention
GRC|Governance risk and compliance
ISO 27001|ISO/IEC 27001
SOC 2|SOC2|SOC 2 Type II
PCI DSS|PCI-DSS|PCI compliance
HIPAA|HIPAA compliance
GDPR|General Data Protection Regulation
DPDP Act|DPDPA|Digital Personal Data Protection Act
NIST|NIST CSF|NIST Cybersecurity Framework
CIS Controls|CIS benchmarks
Risk assessment|Risk assessments
Security audits|Security audit|IT audit
Security awareness training
Secure coding|Secure SDLC|SSDLC
SAST
DAST
SCA|Software composition analysis
Snyk
Veracode
Checkmarx
^Fortify|HP Fortify
Container security
Kubernetes security>Kubernetes
Email security
Phishing
Bug bounty
Red teaming|Red team
Blue team
Ethical hacking
Active Directory security
# skill design
Figma
Sketch app|!Sketch
Adobe XD|XD
Adobe Photoshop|Photoshop
Adobe Illustrator|^Illustrator
Adobe InDesign|InDesign
Adobe After Effects|After Effects
Adobe Premiere Pro|Premiere Pro|^Premiere
Adobe Lightroom|Lightroom
Adobe Creative Suite|Adobe Creative Cloud|Creative Cloud|Adobe CC
Adobe Acrobat|Acrobat
Adobe Animate
Adobe Audition
Adobe Firefly
CorelDRAW|Corel Draw|Corel
Canva
Procreate
Affinity Designer
GIMP
Blender
Autodesk Maya|^Maya
3ds Max|3D Studio Max|3DS Max
Cinema 4D|C4D
ZBrush
Substance Painter|Adobe Substance
Houdini
^Nuke
DaVinci Resolve
Final Cut Pro|Final Cut|FCP
Avid Media Composer|^Avid
Motion graphics
Video editing
Color grading|Colour grading
Animation|2D animation
3D modeling|3D modelling|3D design
3D rendering
Visual effects|VFX
Photography
Photo editing|Image editing|Retouching
Graphic design|Graphic designing|Graphics design
Visual design
UI design|User interface design|UI designer
UX design|User experience design|UX designer|UX
UI/UX|UI UX|UI/UX design|UX/UI
Interaction design|IxD
Product design
Service design
Design systems|Design system
Design thinking
User research|UX research
Usability|Usability heuristics
Wireframing|Wireframes|Wireframe
Prototyping|Prototypes|Rapid prototyping
Mockups|Mock-ups
User flows|User journeys|Journey mapping|Customer journey mapping
Information architecture
Personas|User personas
Card sorting
Heuristic evaluation
Typography
Color theory|Colour theory
Layout design
Branding|Brand identity|Brand design
Logo design
Illustration|Illustrations
Iconography|Icon design
Packaging design
Print design
Editorial design
Web design|Website design
Mobile app design|App design
Responsive UI
Material Design guidelines
Human Interface Guidelines|HIG
InVision
Axure|Axure RP
Balsamiq
^Framer
Zeplin
Principle app
ProtoPie
Miro
FigJam
^Mural
^Maze
UserTesting
^Lookback
Optimal Workshop
Dovetail
Whimsical
Lucidchart
draw.io|Diagrams.net
Microsoft Visio|Visio|MS Visio
AutoCAD|Auto CAD|Autodesk AutoCAD
AutoCAD Civil 3D|Civil 3D
Revit|Autodesk Revit
SketchUp|Sketch Up
^Rhino|Rhinoceros 3D
Lumion
V-Ray|Vray
Enscape
ArchiCAD
SolidWorks|Solid Works
CATIA
Siemens NX|Unigraphics|NX CAD
PTC Creo|Creo|Pro/E|Pro Engineer
Fusion 360|Autodesk Fusion 360
^Inventor|Autodesk Inventor
ANSYS
Abaqus
COMSOL
MATLAB Simulink
STAAD Pro|STAAD.Pro|STAAD
ETABS
SAP2000
Primavera|Primavera P6|Oracle Primavera|P6
Interior design
Fashion design
Textile design
Industrial design
Jewellery design|Jewelry design
Architecture design|Architectural design
Landscape design
Game design
Level design
Sound design
UX writing|Content design
Figma plugins
Design tokens
Design QA
# skill product and project management
Product management|Product manager
Product strategy
Product roadmap|Roadmapping|Product roadmaps
Product discovery
Product analytics
Product-led growth|PLG
Product marketing|PMM
Go-to-market|GTM strategy|Go to market strategy
Market research
Competitive analysis|Competitor analysis
User stories|User story
Requirements gathering|Requirement gathering|Requirements elicitation
Business requirements|BRD|Business requirements document
PRD|Product requirements document
Functional specifications|FRD|Functional requirements
Backlog management|Backlog grooming|Backlog refinement
Prioritization|Prioritisation|^RICE
OKRs|OKR|Objectives and key results
Stakeholder management|Stakeholder engagement
Project management|Project manager|Project planning
Program management|Programme management|Program manager
Portfolio management|PPM
Agile|Agile methodology|Agile methodologies
Scrum|Scrum framework>Agile
Kanban>Agile
!Lean|Lean methodology
SAFe|Scaled Agile Framework|Scaled Agile>Agile
Waterfall|Waterfall methodology
Sprint planning|Sprints
Agile coaching
Change management|Organizational change management|OCM
Risk management
Resource planning|Resource management
Budget management|Budgeting
Vendor management|Vendor relationship management
Contract management
Scope management
Project scheduling
Gantt charts|Gantt chart
Critical path method
Earned value management|EVM
PMO|Project management office
Business analysis|Business analyst
Process improvement|Continuous improvement|Kaizen
Process mapping|Business process modeling|BPMN
Business process management|BPM
Gap analysis
Feasibility study|Feasibility analysis
Cost-benefit analysis
SWOT analysis|SWOT
Jira|JIRA|Atlassian Jira|Jira Software
Confluence|Atlassian Confluence
Trello
Asana
Monday.com
ClickUp
!Notion|Notion.so
Basecamp
Wrike
Smartsheet
Microsoft Project|MS Project
Airtable
Linear app
Azure Boards
^Rally|CA Agile Central
VersionOne
Aha!|Aha Roadmaps
Productboard
Pendo
FullStory
LaunchDarkly|Feature flags
Optimizely
VWO
Microsoft Office|MS Office|Microsoft Office Suite|MS Office Suite
Microsoft Word|MS Word|!Word
Microsoft PowerPoint|PowerPoint|MS PowerPoint|PPT
Microsoft Outlook|MS Outlook|!Outlook
Microsoft Teams|MS Teams
Microsoft 365|Office 365|O365|M365
SharePoint|MS SharePoint|Microsoft SharePoint
OneDrive
Microsoft Power Automate|Power Automate|Microsoft Flow
Power Apps|PowerApps|Microsoft Power Apps
Power Platform|Microsoft Power Platform
Microsoft Dynamics 365|Dynamics 365|MS Dynamics|Dynamics CRM|D365
Dynamics 365 Finance and Operations|D365 F&O|Dynamics AX>Microsoft Dynamics 365
Dynamics 365 Business Central|Business Central|Navision|Dynamics NAV>Microsoft Dynamics 365
Google Workspace|G Suite|GSuite
Google Docs
Google Slides
Google Drive
Gmail
!Slack
!Zoom
Google Meet
Webex|Cisco Webex
!Loom
Calendly
DocuSign
Zapier
Make.com|Integromat
IFTTT
n8n
UiPath
Automation Anywhere
Blue Prism
RPA|Robotic process automation
Power BI reports
ServiceNow|Service Now
ServiceNow ITSM>ServiceNow
ITSM|IT service management
ITIL processes
BMC Remedy|^Remedy
Jira Service Management|JSM|Jira Service Desk>Jira
Freshservice
ManageEngine|ManageEngine ServiceDesk Plus
Zendesk
Freshdesk
Intercom
Help Scout
Gorgias
Kustomer
Salesforce Service Cloud|Service Cloud>Salesforce
Technical writing|Technical writer
API documentation
Knowledge base|Knowledge management
Content management systems|CMS
Contentful
Strapi
!Sanity|Sanity.io
Ghost CMS
Webflow
Wix
Squarespace
HubSpot CMS>HubSpot
Adobe Experience Manager|AEM
Sitecore
Optimizely CMS|Episerver
Salesforce Marketing Cloud|SFMC|Marketing Cloud>Salesforce
# skill finance and accounting
=Accounting|Accountancy
Financial accounting
Management accounting|Managerial accounting
Cost accounting|Costing|Cost center accounting|Cost centre accounting
Bookkeeping|Book keeping|Book-keeping
General ledger|GL accounting|GL
Accounts payable|!AP|Payables|AP processing
Accounts receivable|!AR|Receivables|AR collections
Accounts reconciliation|Account reconciliation|Reconciliation|Reconciliations
Bank reconciliation|Bank reconciliations|BRS
Vendor reconciliation|Vendor reconciliations
Intercompany reconciliation|Intercompany accounting
Journal entries|Journal entry|JV entries|Journal vouchers
Month-end close|Month end closing|Month-end closing|Financial close|Books closure|Book closing
Year-end closing|Year end closing
Trial balance
Balance sheet|Balance sheets
Profit and loss|P&L|P&L statement|Profit & loss|Income statement
Cash flow statement|Cash flow statements
Cash flow management|Cash management|Cash flow forecasting
Financial statements|Financial statement preparation|Finalization of accounts|Finalisation of accounts
Financial reporting
Financial analysis|Financial analyst
Financial planning and analysis|FP&A|FP & A
Financial planning
Budgeting and forecasting|Budgeting & forecasting
Variance analysis
Fixed assets|Fixed asset accounting|Fixed asset register|Asset accounting
Depreciation
Inventory accounting|Stock accounting
Revenue recognition|ASC 606|IFRS 15
Accruals|Accrual accounting|Prepaids
Consolidation|Financial consolidation
Payroll|Payroll processing|Payroll management
Expense management|Expense reports|Expense reporting
Petty cash
Invoicing|Invoice processing|Billing
Credit control|Credit management
Treasury|Treasury management
Working capital|Working capital management
Fund flow
Capital budgeting
Corporate finance
Valuation|Business valuation|Valuations
DCF|Discounted cash flow
Mergers and acquisitions|M&A
Due diligence|Financial due diligence
Investment banking
Private equity
Venture capital
Equity research
Credit analysis|Credit risk analysis|Credit appraisal
Credit risk
Market risk
Operational risk
Risk analytics
Basel III|Basel
IFRS|Ind AS|IND-AS|Indian Accounting Standards
US GAAP|GAAP
Indian GAAP
SOX|Sarbanes-Oxley|SOX compliance
Internal audit|Internal auditing
Statutory audit|Statutory audits
External audit
Tax audit|Tax audits
Stock audit
Concurrent audit
Audit|Auditing
Internal controls|Internal control|ICFR
Risk and controls
Compliance|Regulatory compliance
Taxation|Tax
Direct tax|Direct taxation|Income tax
Indirect tax|Indirect taxation
GST|Goods and Services Tax|GST compliance
GST filing|GST returns|GST return filing|GSTR-1|GSTR-3B|GSTR 1|GSTR 3B|GSTR-9>GST
GST reconciliation|GSTR-2A reconciliation|GSTR-2B reconciliation|2A reconciliation>GST
E-invoicing|E-invoice|e-way bill|E-way bills>GST
TDS|Tax deducted at source|TDS returns|TDS filing
TCS|Tax collected at source
Income tax returns|ITR filing|ITR|Income tax filing>Direct tax
Advance tax
Transfer pricing
International taxation
VAT|Value added tax
Sales tax
US taxation|US tax|Form 1040
Tax planning
Tax preparation
Corporate tax
ROC filing|ROC compliance|MCA filings|ROC returns
Companies Act|Companies Act 2013
Secretarial compliance
FEMA|FEMA compliance
RBI compliance|RBI regulations
SEBI regulations|SEBI compliance
Income Tax Act
PF and ESI|PF & ESI|PF ESIC|EPF|ESIC|Provident fund
Professional tax
Labour law compliance|Labor law compliance|Statutory compliance
!Tally|Tally ERP 9|Tally ERP|Tally.ERP 9|TallyERP9|Tally 9|TallyPrime|Tally Prime
Busy Accounting Software|Busy accounting|BUSY software|!Busy
Marg ERP|Marg software|Marg ERP 9+|!Marg
Zoho Books>Zoho
Zoho CRM>Zoho
Zoho Invoice>Zoho
Zoho Expense>Zoho
Zoho People>Zoho
Zoho Desk>Zoho
Zoho Recruit>Zoho
!Zoho|Zoho One|Zoho suite
QuickBooks|Quickbooks Online|QBO|QuickBooks Desktop|Intuit QuickBooks
Xero
^Sage|Sage 50|Sage Intacct|Sage accounting
FreshBooks
Wave accounting
NetSuite|Oracle NetSuite
Oracle EBS|Oracle E-Business Suite|Oracle Apps|Oracle Financials
Oracle Fusion|Oracle Fusion Cloud|Oracle Cloud ERP|Oracle Fusion Financials
Oracle Hyperion|Hyperion|Hyperion Planning|Oracle EPM
OneStream
Anaplan
Adaptive Insights|Workday Adaptive Planning
BlackLine
Kyriba
Coupa
SAP Ariba|Ariba>SAP
Concur|SAP Concur>SAP
Expensify
Bill.com
Avalara
ClearTax|Clear GST
Vyapar
Khatabook
Miracle accounting
Gen GST
Winman|Winman CA-ERP
Computax
CompuOffice
Saral TDS|^Saral
Spectrum software
ERP|ERP systems|Enterprise resource planning
SAP|SAP ERP|SAP ECC|SAP R/3|SAP S/4HANA|S/4HANA|S4 HANA|S4HANA
SAP FICO|SAP FI/CO|SAP FI CO|SAP Finance|FICO|SAP FI|SAP CO>SAP
SAP MM|SAP Materials Management|SAP Material Management>SAP
SAP SD|SAP Sales and Distribution>SAP
SAP PP|SAP Production Planning>SAP
SAP QM|SAP Quality Management>SAP
SAP PM|SAP Plant Maintenance>SAP
SAP WM|SAP EWM|SAP Warehouse Management|SAP Extended Warehouse Management>SAP
SAP HCM|SAP HR|SAP Human Capital Management>SAP
SAP SuccessFactors|SuccessFactors>SAP
SAP BW|SAP BI|SAP BW/4HANA|SAP Business Warehouse>SAP
SAP BPC>SAP
SAP Basis>SAP
SAP PS|SAP Project System>SAP
SAP CRM>SAP
SAP Fiori|Fiori|SAPUI5|SAP UI5|UI5>SAP
SAP BTP|SAP Business Technology Platform>SAP
SAP PI/PO|SAP PI|SAP PO|SAP CPI|SAP Integration Suite>SAP
SAP GRC>SAP
SAP Treasury|SAP TRM>SAP
SAP Business One|SAP B1|SAP Business 1>SAP
SAP IBP>SAP
SAP APO>SAP
SAP Analytics Cloud|SAC>SAP
Microsoft Dynamics GP|Dynamics GP|Great Plains>Microsoft Dynamics 365
Infor|Infor LN|Infor M3|Infor ERP
Epicor
JD Edwards|JDE
Odoo|OpenERP
ERPNext
Workday Financials>Workday
Bloomberg Terminal|Bloomberg
Refinitiv|Thomson Reuters Eikon|Eikon|LSEG Workspace
Capital IQ|S&P Capital IQ|CapIQ
FactSet
PitchBook
Morningstar
Murex
^Calypso
Finacle|Infosys Finacle
Flexcube|Oracle Flexcube
Temenos|T24|Temenos T24
Core banking|Core banking systems|CBS
Retail banking
Corporate banking
Trade finance|Letters of credit
Loan processing|Loan origination
Underwriting
Mortgage|Mortgages|Mortgage processing
KYC|Know your customer|KYC compliance
AML|Anti-money laundering|Anti money laundering|AML compliance
CDD|Customer due diligence|EDD
Fraud detection|Fraud prevention|Fraud analytics
Collections management|Debt collection
NBFC operations
Microfinance
Wealth management
Portfolio management services|PMS
Asset management
Mutual funds|Mutual fund
Equity trading|Trading|Stock trading
Derivatives|F&O|Futures and options
Fixed income|Bonds
Foreign exchange|Forex|FX
Commodities trading|Commodity trading
Algorithmic trading|Algo trading
Quantitative finance
Actuarial science|Actuarial
Insurance|Insurance operations
Claims processing|Claims management|Claims
Reinsurance
Pension|Pensions
Fund accounting|Fund administration
NAV calculation|NAV
Custody operations|Custody
Settlements|Trade settlement|Clearing and settlement
Financial regulations
Investor relations
Cap table management|Cap tables
Fundraising
Procure to pay|P2P|Procure-to-pay
Order to cash|O2C|Order-to-cash
Record to report|R2R|RTR
Hire to retire|H2R
Source to pay|S2P
Shared services|Global business services|GBS
# skill sales and marketing
Salesforce|Salesforce CRM|SFDC|Salesforce.com
Salesforce Sales Cloud|Sales Cloud>Salesforce
Salesforce Administration|Salesforce Admin>Salesforce
Salesforce development|Salesforce developer|Salesforce Lightning|Lightning Web Components|LWC>Salesforce
Salesforce CPQ|CPQ>Salesforce
Salesforce Pardot|Pardot|Marketing Cloud Account Engagement>Salesforce
HubSpot|HubSpot CRM|Hubspot Marketing
Marketo|Adobe Marketo
Eloqua|Oracle Eloqua
Pipedrive
Freshsales|Freshworks CRM
LeadSquared
Sugar CRM|SugarCRM
Insightly
Close CRM
Copper CRM
^Outreach|Outreach.io
Salesloft
Apollo.io|!Apollo
ZoomInfo
LinkedIn Sales Navigator|Sales Navigator
Lusha
Clearbit
!Gong|Gong.io
Chorus.ai
Clari
CRM|Customer relationship management|CRM software|CRM tools
B2B sales
B2C sales
Inside sales
Field sales
Direct sales
Channel sales|Channel partners|Channel management|Partner management
Enterprise sales
SaaS sales
Solution selling|Consultative selling
Account management|Key account management|KAM|Key accounts
Business development|BD|BDE|Business development executive
Lead generation|Lead gen|Leads generation
Prospecting|Sales prospecting
Cold calling|Cold calls
Cold emailing|Cold email|Email outreach
Sales pipeline|Pipeline management
Sales forecasting
Negotiation|Negotiation skills|Negotiating
Closing deals|Deal closing
Upselling|Up-selling|Cross-selling|Cross selling
Customer acquisition
Customer retention
Territory management
Distribution management|Distributor management|Dealer management
Retail sales
Modern trade
General trade
FMCG sales
Pharma sales|Medical representative|Medical rep
Real estate sales
Insurance sales
Banking sales|Bancassurance
Telesales|Tele sales|Telecalling|Tele calling|Telemarketing
Sales operations|Sales ops
Revenue operations|RevOps
Sales enablement
Sales strategy
Sales management
Sales targets|Sales quotas|Quota attainment
MEDDIC|MEDDPICC
SPIN selling
Challenger sale
RFP|RFPs|RFP responses|Proposal writing|RFI
Pre-sales|Presales|Pre sales
Demos|Product demos|Product demonstrations
Digital marketing|Online marketing
Performance marketing
Growth marketing|Growth hacking
Content marketing
Content writing|Content writer|Copywriting|Copy writing|Copywriter
Blogging|Blog writing
Search engine optimization|SEO|On-page SEO|Off-page SEO
Search engine marketing|SEM
Google Ads|Google AdWords|AdWords|PPC|Pay per click
Microsoft Advertising|Bing Ads
Facebook Ads|Meta Ads|Meta Ads Manager|Facebook Ads Manager|Facebook advertising
Instagram marketing|Instagram ads
LinkedIn Ads|LinkedIn marketing
YouTube marketing|YouTube ads
Twitter ads|X ads
Social media marketing|SMM|Social media management|Social media
Influencer marketing
Affiliate marketing
Email marketing|Email campaigns
Marketing automation
Account-based marketing|ABM
Demand generation|Demand gen
Brand management|Brand manager
Brand marketing
Marketing strategy
Marketing campaigns|Campaign management
Integrated marketing
Event marketing|Events management|Event management
Trade marketing
Field marketing
Partner marketing
Channel marketing
Community management|Community building
Public relations|Media relations
Corporate communications|Internal communications
Crisis communication
Marketing analytics
Attribution modeling|Marketing attribution
Conversion rate optimization|CRO
Landing pages|Landing page optimization
Funnel optimization|Marketing funnel|Sales funnel
Customer segmentation
Customer lifecycle marketing|Lifecycle marketing|CRM marketing
Retention marketing
Loyalty programs|Loyalty programmes
App store optimization|ASO
Mobile marketing
Programmatic advertising|Programmatic|DSP advertising
Media planning|Media buying
Advertising
Creative strategy
Market segmentation
Consumer insights|Consumer research
Pricing strategy
Category management
Merchandising|Visual merchandising
E-commerce|Ecommerce|E commerce
Marketplace management|Amazon Seller Central|Flipkart seller
Amazon Advertising|Amazon ads|Amazon PPC
Shopify marketing
SEMrush|Semrush
Ahrefs
Moz
Screaming Frog
Google Search Console|Search Console
Yoast
!Buffer
Hootsuite
Sprout Social
Later app
Klaviyo
Braze
MoEngage
CleverTap
WebEngage
Iterable
Customer.io
Sendinblue|Brevo
Constant Contact
ActiveCampaign
ConvertKit
Mailchimp campaigns>Mailchimp
Unbounce
Instapage
Leadpages
Typeform
SurveyMonkey
Qualtrics
Google Forms
Brandwatch
Meltwater
Cision
Sprinklr
Emplifi
Video marketing
Podcast production|Podcasting
Content strategy
Editorial calendar|Content calendar
Storytelling
Scriptwriting|Script writing
Proofreading
Editing|Copy editing|Copyediting
Translation
Transcription
Localization management
Technical SEO audit>Search engine optimization
Keyword research
Link building
Local SEO
Google My Business|Google Business Profile|GMB
Online reputation management|ORM
UTM tracking|UTM
Marketing mix modeling|MMM
Customer experience|CX
Customer success|Customer success management
Customer onboarding|Client onboarding
Net Promoter Score|NPS
Churn reduction|Churn analysis|Churn
Renewals
Customer support|Customer service|Customer care
Technical support|Tech support|IT support|Helpdesk|Help desk
L1 support|L1|Level 1 support
L2 support|L2|Level 2 support
L3 support|L3
Desktop support
Call center|Call centre|BPO|Contact center|Contact centre
Voice process|International voice process|Domestic voice process
Non-voice process|Chat process|Email support|Chat support
Inbound calls
Outbound calls
Complaint handling|Complaint resolution|Grievance handling|Escalation handling
Ticketing systems|Ticketing|Ticketing tools
SLA management|SLAs|SLA
CSAT|Customer satisfaction
AHT|Average handle time
Upsell targets
Client relationship management|Client relations|Client management|Relationship management
# skill human resources
Recruitment|Recruiting|Talent acquisition
Technical recruiting|IT recruitment|Tech recruiting
Non-IT recruitment|Non IT recruitment
End-to-end recruitment|End to end recruitment|Full-cycle recruiting|Full cycle recruitment|Full life cycle recruiting
Bulk hiring|Volume hiring|Mass hiring|High-volume recruiting
Campus recruitment|Campus hiring|University recruiting
Lateral hiring
Executive search|Headhunting
Sourcing|Candidate sourcing|Talent sourcing
Boolean search|X-ray search
Resume screening|Resume screening|CV screening
Interviewing|Interview scheduling|Structured interviews
Offer management|Offer negotiation
Onboarding|Employee onboarding|Induction
Offboarding|Exit interviews|Exit formalities
Employer branding
Employee engagement
Employee relations|Industrial relations
Employee experience
HR operations|HR ops|HR administration
HR business partner|HRBP|HR business partnering
HR generalist
HR policies|HR policy|Policy formulation
HR analytics|People analytics|Workforce analytics
HRIS|HRMS|Human resource information system|HR information system
Workday|Workday HCM|Workday HR
Oracle HCM|Oracle HCM Cloud|PeopleSoft|Oracle PeopleSoft
BambooHR
Darwinbox
Keka
greytHR|GreytHR
Zimyo
sumHR
HROne
^Rippling
^Gusto
ADP|ADP Workforce Now
Paychex
Deel
Remote.com
UKG|Kronos|UKG Pro|Ultimate Kronos
Ceridian|Dayforce
!Namely
Personio
HiBob
!Greenhouse|Greenhouse ATS
!Lever|Lever ATS
Ashby|Ashby ATS
iCIMS
Taleo|Oracle Taleo
SmartRecruiters
Jobvite
!Workable
JazzHR
Breezy HR
Recruitee
ATS|Applicant tracking system|Applicant tracking systems
Naukri RMS|Naukri Recruiter|Naukri Resdex|Resdex|Naukri.com
LinkedIn Recruiter|LinkedIn Talent Solutions
Indeed Recruiter|!Indeed
!Monster|Monster India|Foundit
Shine.com|!Shine
Apna|Apna.co
Instahyre
Hirist
iimjobs
Cutshort
AngelList|Wellfound
HackerRank
HackerEarth
Codility
CodeSignal
Mettl|Mercer Mettl
TestGorilla
Performance management|Performance appraisal|Performance appraisals|Appraisals
Goal setting|KRA|KRAs|KPI setting
360-degree feedback|360 feedback
Compensation and benefits|C&B|Comp and ben|Total rewards
Compensation management|Compensation planning|Salary benchmarking
Benefits administration|Benefits management
Payroll administration>Payroll
Attendance management|Leave management|Time and attendance
Workforce planning|Manpower planning|Headcount planning
Succession planning
Talent management
Learning and development|L&D|Training and development|T&D
Training needs analysis|TNA
Instructional design|Instructional designer|ADDIE
E-learning|eLearning|E learning
Articulate Storyline|Articulate 360|Articulate Rise|!Storyline
Adobe Captivate|!Captivate
LMS|Learning management system|Learning management systems
Moodle
Cornerstone OnDemand|^Cornerstone
Docebo
TalentLMS
Coaching|Executive coaching
Mentoring|Mentorship
Leadership development
Organizational development|Organisational development
Organizational design|Organisation design
Culture building|Company culture
Diversity and inclusion|DEI|D&I|Diversity equity and inclusion
Grievance redressal|Grievance management
^POSH|Prevention of Sexual Harassment
Labour laws|Labor laws|Employment law|Labour law
Shops and Establishments Act
Contract labour|Contract labor|CLRA
Background verification|BGV|Background checks
Employee documentation|Personnel files
Job descriptions|JD writing|Job description writing
Job evaluation
Competency mapping|Competency frameworks
Psychometric assessments|Psychometric testing
Assessment centres|Assessment centers
Employee wellness|Wellbeing programs
HR audits|HR audit
Visa processing|Immigration|Work permits
Global mobility
Freelancer management|Contractor management
Gig workforce
RPO|Recruitment process outsourcing
Staffing|IT staffing|Contract staffing|Staff augmentation
US IT recruitment|US staffing|US IT staffing|W2|C2C
Bench sales
H1B|H-1B|H1B visa
Vendor empanelment
# skill operations and supply chain
Operations management|Operations manager|Business operations
Supply chain management|SCM|Supply chain
Supply chain planning
Demand planning|Demand planner
Supply planning
S&OP|Sales and operations planning|IBP|Integrated business planning
Inventory management|Inventory control|Stock management
Inventory optimization|Inventory planning
Warehouse management|Warehousing|Warehouse operations
Warehouse management system|WMS
Logistics|Logistics management|Logistics operations
Transportation management|Transport management|TMS|Fleet management
Freight forwarding|Freight management
Shipping|Shipping and receiving
Last-mile delivery|Last mile delivery|Last mile
Reverse logistics|Returns management
3PL|Third-party logistics|Third party logistics
Cold chain
EXIM|Export import|Import export
Customs clearance|Customs compliance|Customs brokerage|CHA
Incoterms
Letter of credit documentation
Procurement|Purchasing
Strategic sourcing
Vendor development|Supplier development
Supplier management|Supplier relationship management|SRM
Vendor evaluation|Supplier evaluation|Vendor assessment
Purchase orders|PO processing|Purchase order
RFQ|Request for quotation|RFQs
Tendering|Tenders|E-tendering|Government e-Marketplace
Contract negotiation
Category buying
Indirect procurement
Direct procurement
Spend analysis|Spend management
Cost reduction|Cost optimization|Cost savings|Cost control
Material planning|MRP|Material requirements planning
Production planning|Production planning and control
Capacity planning
Scheduling optimization
Lean manufacturing|Lean production|Toyota Production System
5S|5S methodology
Kanban systems
Just-in-time|JIT
TPM|Total productive maintenance
OEE|Overall equipment effectiveness
Value stream mapping|VSM
Poka-yoke
SMED
Kaizen events
Manufacturing operations|Manufacturing
Plant operations|Plant management
Shop floor management|Shop floor
Assembly line|Assembly operations
Quality management systems|QMS
IATF 16949|TS 16949
ISO 14001
ISO 45001|OHSAS 18001
Health and safety|HSE|EHS|Occupational health and safety|HSSE
Safety audits|Safety inspections
Facility management|Facilities management|Facility operations
Maintenance management|Preventive maintenance|Predictive maintenance|Breakdown maintenance
CMMS
Asset management systems|EAM|Enterprise asset management
Procurement analytics
Order management|Order processing|Order fulfilment|Order fulfillment
Dispatch|Dispatch planning
Route planning|Route optimization|Route optimisation
Fleet tracking|GPS tracking|Vehicle tracking
Store operations|Retail operations|Store management
Outlet management
Cash handling
Point of sale|POS|POS systems
Back office|Back office operations|Back-office
Data entry|Data entry operator
Document management|Records management|Documentation control|Document control
Office administration|Office management
Front office|Front desk|Reception|Receptionist
Travel management|Travel desk|Travel booking
Executive assistance|Executive assistant|Personal assistant|Calendar management
Event planning|Event coordination
MIS coordination
Process excellence
Business continuity|BCP|Business continuity planning
Vendor payments
Facility audits
Security management|Security operations management
Housekeeping|Housekeeping management
Pantry management
Fire safety
First aid|First aid certified
# skill healthcare
Patient care|Direct patient care
Nursing|Nursing care
Critical care|ICU|Intensive care
Emergency care|Emergency medicine|ER nursing
Medical-surgical nursing|Med-surg|Med surg|Medical-surgical|Medical surgical
Pediatric nursing|Paediatric nursing|Pediatrics|Paediatrics
Geriatric care|Elderly care|Elder care
Home health|Home healthcare|Home care
Palliative care|Hospice care
Wound care
Medication administration
IV therapy|IV insertion|Phlebotomy
Vital signs|Vitals monitoring
Triage
Patient assessment|Clinical assessment
Care planning|Care plans
Infection control|Infection prevention
Electronic health records|EHR|Electronic medical records|EHR systems
Epic Systems|Epic EHR|Epic EMR|!Epic
Cerner|Oracle Cerner|Oracle Health
Meditech
Allscripts
athenahealth|athenaOne
eClinicalWorks|eCW
NextGen|NextGen Healthcare
Practice Fusion
Medical coding|Medical coder|Clinical coding
ICD-10|ICD 10|ICD-10-CM|ICD10
CPT coding|CPT|CPT codes
HCPCS
E/M coding|E&M coding
CCS coding
Medical billing|Medical biller
Revenue cycle management|RCM|Healthcare RCM
Denial management|Denials management|AR follow-up|AR follow up>Revenue cycle management
Prior authorization|Prior authorisation|Pre-authorization
Charge entry|Payment posting>Medical billing
Insurance verification|Eligibility verification|Benefits verification
Medical transcription
Medical scribe|Scribing
Clinical documentation|CDI|Clinical documentation improvement
Healthcare compliance
HL7|HL7 FHIR
FHIR|Fast Healthcare Interoperability Resources
DICOM
PACS
LIS|Laboratory information system
HIS|Hospital information system|Hospital management system
Telemedicine|Telehealth
Clinical research|Clinical trials|Clinical research associate|CRA
Good Clinical Practice|GCP guidelines|ICH-GCP|ICH GCP
Clinical data management|CDM
Pharmacovigilance|Drug safety
Regulatory affairs|Regulatory submissions
Medical writing|Medical writer
Argus Safety|Oracle Argus|^Argus
Medidata Rave|Medidata|Rave EDC
Veeva|Veeva Vault|Veeva CRM
SAS clinical|Clinical SAS|SAS programming clinical>SAS
CDISC|SDTM|ADaM
Biostatistics|Biostatistician
Epidemiology
Public health
Health informatics|Healthcare informatics
Healthcare administration|Hospital administration|Hospital management
Medical devices|Medical device
ISO 13485
FDA regulations|FDA compliance|FDA 21 CFR Part 11|21 CFR Part 11
Pharmacy|Pharmacist|Dispensing
Pharmacology
Pharmaceutical sales>Pharma sales
Laboratory techniques|Lab techniques|Laboratory skills
PCR|qPCR|RT-PCR
ELISA
Western blot|Western blotting
Cell culture|Tissue culture
Flow cytometry
Microbiology
Molecular biology
Biochemistry
Biotechnology
Genomics|Next-generation sequencing|NGS
CRISPR
HPLC|High performance liquid chromatography
GC-MS|Gas chromatography|Mass spectrometry|LC-MS
Spectroscopy|UV-Vis|FTIR|NMR
Analytical chemistry
Organic chemistry|Organic synthesis
Formulation development
Quality control lab|QC lab
GLP|Good Laboratory Practice
SOP writing|SOPs|Standard operating procedures
Radiology|Radiography|X-ray
MRI
CT scan|CT scanning
Ultrasound|Sonography
Physiotherapy|Physical therapy|Physiotherapist
Occupational therapy
Speech therapy|Speech-language pathology
Dental care|Dentistry|Dental assistant
Nutrition|Dietetics|Dietitian|Nutritionist
Counseling|Counselling|Mental health counseling
Psychotherapy|CBT|Cognitive behavioral therapy
Applied behavior analysis|ABA therapy
Case management
Social work|Social worker
Caregiving|Caregiver
Patient education
Discharge planning
Surgery|Surgical
Operation theatre|OT technician|Operating room
Anesthesia|Anaesthesia
Obstetrics|Gynecology|OBGYN|Obstetrics and gynaecology
Cardiology
Oncology
Orthopedics|Orthopaedics
Neurology
Dermatology
Ophthalmology|Optometry
Veterinary|Veterinary care
HIPAA privacy>HIPAA
NABH|NABH accreditation
JCI accreditation|JCI
Ayushman Bharat|PMJAY
Medical insurance claims|TPA|Health insurance claims
# skill legal
Legal research
Legal drafting|Contract drafting
Contract review|Contract vetting
Litigation|Litigation management
Corporate law
Commercial contracts
Intellectual property|IP law|IPR
Patents|Patent drafting|Patent prosecution
Trademarks|Trademark registration
Copyright law
Legal compliance
Regulatory law
Arbitration|Mediation|ADR
Due diligence legal
Employment contracts
Real estate law|Property law
Conveyancing
Criminal law
Civil law|Civil litigation
Family law
Tax law
Banking law
Company secretarial|Company secretary work
Legal operations|Legal ops
E-discovery|eDiscovery
Westlaw
LexisNexis|Lexis
SCC Online
Manupatra
Clio
Notary|Notarization
Paralegal|Paralegal work
Privacy law|Data privacy|Data protection
# skill engineering disciplines
Mechanical engineering|Mechanical design
Electrical engineering|Electrical design
Electronics engineering|Electronics
Civil engineering|Civil construction
Structural engineering|Structural design|Structural analysis
Chemical engineering|Process engineering
Industrial engineering
Automotive engineering|Automobile engineering
Aerospace engineering|Aeronautical engineering
Instrumentation|Instrumentation engineering|Control and instrumentation|C&I
HVAC|HVAC design|Heating ventilation and air conditioning
MEP|MEP design|Mechanical electrical plumbing
Plumbing design|Plumbing
Fire protection|Fire fighting systems|Firefighting design
Piping design|Piping engineering|Piping
Pressure vessels|Pressure vessel design
Heat transfer|Thermodynamics
Fluid mechanics|CFD|Computational fluid dynamics
Finite element analysis|FEA|FEM
GD&T|Geometric dimensioning and tolerancing
Tolerance stack-up|Tolerance analysis
DFMEA|PFMEA
APQP
PPAP
Design for manufacturing|DFM|DFMA
Product development|New product development|NPD
Reverse engineering design
Sheet metal design|Sheet metal
Injection molding|Injection moulding|Plastic part design
Casting|Forging
Machining|CNC machining|CNC|CNC programming|VMC
Welding|Welding inspection
Fabrication
Tool design|Jigs and fixtures|Die design
Metrology|CMM
NDT|Non-destructive testing
Power systems|Power system analysis
Power electronics
Electrical wiring
Switchgear|Transformers design
Substation design|Substation
Solar PV|Solar energy|Solar power|Photovoltaic
Renewable energy
Wind energy
Battery technology|Battery management systems
Electric vehicles|EV|EV technology
Motor control|Motor drives
PCB design|PCB layout|Printed circuit board design
Altium Designer|Altium
KiCad
OrCAD|Cadence OrCAD
Cadence Virtuoso|!Cadence
Synopsys
Mentor Graphics|Siemens EDA
Eagle PCB
Analog design|Analog circuit design
Digital design|Digital circuit design
VLSI|VLSI design
ASIC design|ASIC
FPGA|FPGA design|Xilinx|Vivado|Intel Quartus|Quartus
RTL design
Physical design|Place and route
Design verification|UVM|Functional verification
Static timing analysis|STA
DFT|Design for testability
Semiconductor|Semiconductors
RF engineering|RF design|Radio frequency
Antenna design
Microwave engineering
Embedded Linux>Linux
Telecommunications|Telecom
4G|LTE|4G LTE
5G|5G NR
RAN|Radio access network
Network planning|RF planning
Optical fiber|Fiber optics|Fibre optics|OFC
Satellite communication|SATCOM
VoIP|Voice over IP
SIP|Session Initiation Protocol
^Asterisk
Cisco|Cisco networking|Cisco IOS
^Juniper|Juniper Networks|JunOS
Routing and switching
LAN/WAN|LAN|WAN|LAN and WAN
BGP
OSPF
MPLS
SD-WAN|SDWAN
VLAN|VLANs
Wi-Fi|WiFi|Wireless networking|WLAN
Network troubleshooting
Structured cabling|Cabling
Hardware troubleshooting|Hardware maintenance
Desktop engineering|Desktop administration
Printer support
Laptop repair|Computer repair|Chip level repair
Mobile repair
Electrical maintenance
Mechanical maintenance
Utility operations
Boiler operations|Boiler
Compressors|Pumps and compressors
DG sets|Diesel generators
Construction management|Construction project management
Site supervision|Site engineering|Site engineer
Quantity surveying|Quantity surveyor|BOQ|Bill of quantities
Estimation|Cost estimation|Estimating
Billing engineering|Contractor billing
Surveying|Land surveying|Total station
Building information modeling|BIM|BIM modelling
Geotechnical engineering
Highway engineering|Road construction
Bridge design|Bridges
RCC design|RCC|Reinforced concrete
Steel structures|Steel design
Building codes|IS codes|Eurocodes
Project execution
Town planning|Urban planning
Environmental engineering
Water treatment|Wastewater treatment|STP|ETP
Environmental compliance|Environmental impact assessment|EIA
Sustainability|ESG|ESG reporting
Carbon accounting|GHG accounting|Carbon footprint
Energy audits|Energy management
Oil and gas|Oil & gas
Petroleum engineering|Drilling
Mining|Mining engineering
Metallurgy|Metallurgical engineering
Materials science|Material science
Textile engineering|Textiles
Food technology|Food processing|Food safety
HACCP|FSSAI|FSSC 22000|ISO 22000
Packaging|Packaging development
Agriculture|Agronomy|Agribusiness
Marine engineering
Naval architecture
Railway engineering|Railways
Aviation|Aircraft maintenance|AME
Avionics
MRO|Maintenance repair and overhaul
Drone technology|UAV|Drones
Additive manufacturing|3D printing
Mechatronics
Industrial automation|Automation engineering
DCS|Distributed control system
HMI|HMI design
Siemens PLC|Siemens TIA Portal|TIA Portal|Step 7>PLC programming
Allen-Bradley|Rockwell Automation|RSLogix|Studio 5000>PLC programming
Mitsubishi PLC>PLC programming
Schneider Electric|Schneider PLC
Wonderware|AVEVA
Ignition SCADA>SCADA
Machine vision
Robotic programming|Robot programming|ABB robotics|FANUC|KUKA
# skill teaching hospitality media and general
Teaching|Classroom teaching
Lesson planning|Lesson plans
Curriculum development|Curriculum design
Classroom management
Online teaching|Online tutoring|Virtual teaching
Tutoring|Tutor
Special education|Special needs education|SEN
Early childhood education|Preschool teaching|Montessori
CBSE curriculum|CBSE
ICSE curriculum|ICSE
IB curriculum|International Baccalaureate
Cambridge curriculum|IGCSE
STEM education
Student assessment|Assessment design
Academic counseling|Career counseling|Career counselling
Admissions counseling|Admissions counselling|Education counselling
Test preparation|JEE preparation|NEET preparation
Google Classroom
Blackboard Learn|^Blackboard
Canvas LMS|Instructure Canvas
Hospitality|Hospitality management
Hotel management|Hotel operations
Front office operations
Food and beverage|F&B|F&B service|F&B operations
Culinary arts|Cooking|Chef skills
Bakery|Baking|Pastry
Restaurant management
Banquet operations|Banqueting
Catering
Guest relations|Guest services
Concierge
Opera PMS|Oracle Opera|!Opera
Property management systems|PMS hospitality
Revenue management|Yield management
Travel and tourism|Tourism
Ticketing and reservations|Reservations|GDS|Amadeus|^Sabre|^Galileo
Airline operations|Ground handling
Cabin crew|Flight attendant
Event management software
Retail|Retail management
Fashion merchandising
Apparel|Garment manufacturing|Garments
Luxury retail
Journalism|Reporting journalism|News writing
Broadcasting|Broadcast journalism
Video production
Film production|Filmmaking
Cinematography|Camera operation
Photojournalism
Radio jockeying
Voice over|Voice-over|Voiceover
Anchoring|News anchoring
Content moderation
Community moderation
Social media content creation|Content creation|Content creator
Reels|Short-form video
YouTube content|YouTube channel management
Music production
Audio engineering|Audio editing|Audio mixing
Pro Tools
Logic Pro
Ableton Live|Ableton
FL Studio
Game development|Game programming
Game testing
Esports
Real estate|Real estate management
Property management
Leasing|Lease management
Construction sales
Interior fit-out|Fit-out
Security guarding
Driving|Driving license|Commercial driving|CDL
Forklift operation|Forklift
Heavy equipment operation
Electrician|Electrical work
Carpentry
Painting
HVAC technician
Machine operation|Machine operator
Quality inspection
Packing|Packing and dispatch
Field work|Field operations
# skill professional skills
Communication skills|Communication|Verbal communication|Written communication|Excellent communication
Presentation skills|Presentations|Public speaking
Leadership|Team leadership|People management|Team management|Leading teams
Team building
Problem solving|Problem-solving|Analytical thinking|Critical thinking
Decision making|Decision-making
Time management
Attention to detail|Detail oriented|Detail-oriented
Multitasking|Multi-tasking
Interpersonal skills
Collaboration|Teamwork|Team player|Cross-functional collaboration
Customer focus|Customer orientation|Customer centric
Conflict resolution
Emotional intelligence
Adaptability
Organizational skills|Organisational skills
Strategic thinking|Strategic planning
Business acumen|Commercial acumen
Influencing|Influencing skills|Persuasion
Stakeholder communication
Cross-functional teams|Cross functional teams
Self-motivated|Self starter|Self-starter
Creativity|Creative thinking
Research skills|Research skills
Report writing
Business writing
Active listening
Mentoring juniors
Hiring and mentoring
Remote collaboration
Entrepreneurship|Startup experience
Consulting|Management consulting|Strategy consulting
Client servicing|Client service
Account planning
Bid management
Grant writing
Fundraising campaigns
Nonprofit management|NGO management
CSR|Corporate social responsibility
Policy research|Policy analysis|Public policy
Economics|Economic analysis
Market analysis
Data-driven decision making|Data driven decision making
# skill languages spoken
English|English fluency|Fluent English|English proficiency
Hindi
Tamil
Telugu
Kannada
Malayalam
Marathi
Bengali|Bangla
Gujarati
Punjabi
Odia|Oriya
Urdu
Assamese
Spanish
French
German
Japanese
Mandarin|Chinese|Mandarin Chinese
Korean
Arabic
Portuguese
Italian
Russian
Dutch
Sign language|ASL
Bilingual
# certification cloud and it
AWS Certified|AWS certification|AWS Certifications|AWS certified professional
AWS Certified Solutions Architect|AWS Solutions Architect|AWS SAA|AWS Solutions Architect Associate|AWS Certified Solutions Architect Associate|AWS Certified Solutions Architect Professional>AWS Certified
AWS Certified Developer|AWS Developer Associate|AWS Certified Developer Associate>AWS Certified
AWS Certified SysOps Administrator|AWS SysOps>AWS Certified
AWS Certified DevOps Engineer|AWS DevOps Professional>AWS Certified
AWS Certified Cloud Practitioner|AWS Cloud Practitioner|AWS CCP>AWS Certified
AWS Certified Data Engineer|AWS Data Analytics Specialty|AWS Certified Data Analytics>AWS Certified
AWS Certified Machine Learning|AWS ML Specialty|AWS Machine Learning Specialty>AWS Certified
AWS Certified Security Specialty|AWS Security Specialty>AWS Certified
Azure certification|Microsoft Azure certification|Azure certified|Microsoft Certified Azure
AZ-900|Azure Fundamentals>Azure certification
AZ-104|Azure Administrator|Azure Administrator Associate>Azure certification
AZ-204|Azure Developer Associate>Azure certification
AZ-305|Azure Solutions Architect Expert|Azure Solutions Architect>Azure certification
AZ-400|Azure DevOps Engineer Expert>Azure certification
DP-203|Azure Data Engineer Associate|Azure Data Engineer>Azure certification
DP-900|Azure Data Fundamentals>Azure certification
AI-900|Azure AI Fundamentals>Azure certification
AI-102|Azure AI Engineer Associate>Azure certification
PL-300|Power BI Data Analyst Associate|Microsoft Certified Data Analyst
MB-800|Business Central Functional Consultant
MS-900|Microsoft 365 Fundamentals
Google Cloud certification|GCP certification|Google Cloud certified
Google Cloud Professional Cloud Architect|Professional Cloud Architect|GCP Cloud Architect>Google Cloud certification
Google Cloud Professional Data Engineer|Professional Data Engineer|GCP Data Engineer>Google Cloud certification
Google Associate Cloud Engineer|Associate Cloud Engineer>Google Cloud certification
CKA|Certified Kubernetes Administrator
CKAD|Certified Kubernetes Application Developer
CKS|Certified Kubernetes Security Specialist
HashiCorp Certified Terraform Associate|Terraform Associate|Terraform certification
Red Hat Certified Engineer|RHCE
Red Hat Certified System Administrator|RHCSA
Oracle Certified Professional Java|OCPJP|OCJP|Oracle Certified Java Programmer|Java certification
Oracle Certified Associate|OCA
Oracle Database Certified|Oracle DBA certification|OCP DBA
Salesforce Certified Administrator|Salesforce Administrator certification|Salesforce Admin certified|Salesforce ADM 201
Salesforce Platform Developer I|Salesforce PD1|Platform Developer 1|PD1
Salesforce certification|Salesforce certified
Databricks Certified|Databricks certification|Databricks Certified Data Engineer
Snowflake SnowPro|SnowPro Core|SnowPro
Tableau Certified|Tableau Desktop Specialist|Tableau certification
Google Data Analytics Certificate|Google Data Analytics Professional Certificate
Google Analytics Certification|Google Analytics Individual Qualification|GAIQ
Google Ads certification|Google Ads certified
HubSpot certification|HubSpot Inbound certification|HubSpot certified
Meta Certified|Meta Blueprint|Facebook Blueprint
CCNA|Cisco Certified Network Associate
CCNP|Cisco Certified Network Professional
CCIE|Cisco Certified Internetwork Expert
CompTIA A+|A+ certification|CompTIA A plus
CompTIA Network+|Network+|Network plus
CompTIA Security+|Security+|Security plus
CompTIA CySA+|CySA+
CompTIA PenTest+|PenTest+
CompTIA Linux+
CompTIA Cloud+
MCSE|Microsoft Certified Solutions Expert
MCSA|Microsoft Certified Solutions Associate
MCP|Microsoft Certified Professional
ITIL|ITIL Foundation|ITIL v4|ITIL 4|ITIL certified|ITIL v3
CISSP|Certified Information Systems Security Professional
CISA|Certified Information Systems Auditor
CISM|Certified Information Security Manager
CRISC
CGEIT
CEH|Certified Ethical Hacker
OSCP|Offensive Security Certified Professional
OSCE
GIAC|GSEC|GCIH|GPEN
CCSP|Certified Cloud Security Professional
CIPP|CIPP/E|CIPP/US|Certified Information Privacy Professional
CIPM
CIPT
ISO 27001 Lead Auditor|ISO 27001 LA|ISO 27001 Lead Implementer
ISTQB|ISTQB Foundation|ISTQB certified|ISTQB CTFL|CTFL
CSTE
Certified Software Tester|CSQA
# certification project and process
PMP|Project Management Professional|PMP certified|PMP certification>Project management
CAPM|Certified Associate in Project Management>Project management
PgMP|Program Management Professional>Program management
PMI-ACP|PMI Agile Certified Practitioner
PMI-RMP
PRINCE2|PRINCE2 Foundation|PRINCE2 Practitioner|Prince 2
Certified ScrumMaster|CSM|Scrum Master certification|Scrum Master certified|Certified Scrum Master>Scrum Master
Professional Scrum Master|PSM|PSM I|PSM 1|PSM II>Scrum Master
Scrum Master|Scrum master role>Scrum
Certified Scrum Product Owner|CSPO
Professional Scrum Product Owner|PSPO
SAFe Agilist|Leading SAFe|SAFe certified|SAFe 5 Agilist|SAFe 6 Agilist
SAFe Scrum Master>Scrum Master
ICAgile|ICP-ACC
Six Sigma Green Belt|Green Belt|Lean Six Sigma Green Belt|LSSGB
Six Sigma Black Belt|Black Belt|Lean Six Sigma Black Belt|LSSBB
Six Sigma Yellow Belt|Yellow Belt
Master Black Belt|MBB
CBAP|Certified Business Analysis Professional
CCBA
ECBA
PMI-PBA
COBIT|COBIT 5|COBIT 2019
TOGAF|TOGAF certified|TOGAF 9
Certified Supply Chain Professional|CSCP|APICS CSCP
CPIM|APICS CPIM
CPSM
CIPS|MCIPS
ISO 9001 Lead Auditor|ISO 9001 Internal Auditor|QMS Lead Auditor
NEBOSH|NEBOSH IGC|NEBOSH certified
IOSH|IOSH Managing Safely
OSHA|OSHA 30|OSHA 10|OSHA certified
LEED|LEED AP|LEED Green Associate
IGBC AP|IGBC
# certification finance accounting and hr
CFA|Chartered Financial Analyst|CFA Level 1|CFA Level I|CFA Level 2|CFA Level II|CFA Level 3|CFA Level III|CFA charterholder
CPA|Certified Public Accountant|US CPA|CPA certified
ACCA|Association of Chartered Certified Accountants|ACCA qualified|ACCA affiliate
CIMA|Chartered Institute of Management Accountants|CGMA
US CMA|CMA USA|Certified Management Accountant|CMA (US)
FRM|Financial Risk Manager|GARP FRM
CIA certification|Certified Internal Auditor|CIA (IIA)
CFP|Certified Financial Planner
CAIA
CMT|Chartered Market Technician
CFE|Certified Fraud Examiner
EA|Enrolled Agent
CAMS|Certified Anti-Money Laundering Specialist
NISM|NISM certified|NISM Series
NCFM|NSE NCFM
IRDA certification|IRDAI license|IRDA license
AMFI certification|AMFI registered|ARN holder
CFPS
Certified Payroll Professional|CPP payroll
SHRM-CP|SHRM CP
SHRM-SCP|SHRM SCP
SHRM certification|SHRM certified
PHR|Professional in Human Resources
SPHR|Senior Professional in Human Resources
aPHR
CIPD|CIPD Level 5|CIPD Level 7|CIPD qualified
CCP compensation|Certified Compensation Professional
Certified Professional Coder|CPC|AAPC CPC|CPC certified
CCS certification|Certified Coding Specialist
RHIA
RHIT
COC|Certified Outpatient Coder
CRC coder|Certified Risk Adjustment Coder
CCDS
# certification healthcare and other
BLS|Basic Life Support|BLS certified|CPR|CPR certified|BLS/CPR
ACLS|Advanced Cardiovascular Life Support|Advanced Cardiac Life Support
PALS|Pediatric Advanced Life Support
NRP|Neonatal Resuscitation Program
TNCC
Registered Nurse|RN license|RN licensure|Registered nurse license
LPN|Licensed Practical Nurse|LVN|Licensed Vocational Nurse
CNA|Certified Nursing Assistant|Certified Nurse Assistant
NCLEX|NCLEX-RN|NCLEX RN
CCRN
Certified Medical Assistant|CMA medical|RMA
Phlebotomy certification|CPT phlebotomy|Certified Phlebotomy Technician
EMT|Emergency Medical Technician|EMT-B|Paramedic
Pharmacy technician certification|CPhT|PTCB
Board certified|Board certification
State license|State licensure
Teaching license|Teaching certification|Teacher certification
CTET|CTET qualified
TET|State TET
B.Ed qualified
NET qualified|UGC NET|UGC-NET|CSIR NET|NET JRF|JRF
SET qualified|SLET
TEFL|TESOL|CELTA|TEFL certified
IELTS
TOEFL
GRE
GMAT
CAT score
Real estate license|Real estate licence
Series 7
Series 63
Series 65
Series 66
Commercial driver's license|CDL Class A|CDL-A
Food Handler certification|Food handler's card|ServSafe|ServSafe Manager
Notary public
Bar admission|Bar Council enrolment|Bar Council of India|Enrolled advocate|Licensed attorney|Bar license
Certified Energy Manager|CEM
PE license|Professional Engineer|Licensed Professional Engineer
EIT certification|Engineer in Training|FE exam
Chartered Engineer|CEng
Autodesk Certified Professional|Autodesk certification
SolidWorks certification|CSWA|CSWP
Adobe Certified Professional|Adobe Certified Expert|ACE Adobe
Google UX Design Certificate|Google UX Design Professional Certificate
Certified Usability Analyst|CUA
Google Project Management Certificate
Meta Front-End Developer Certificate
IBM Data Science Professional Certificate
Cisco CyberOps
DevOps Institute certification
Linux Foundation certified|LFCS|LFCE
Certified Jenkins Engineer
Docker Certified Associate|DCA
MongoDB Certified Developer|MongoDB certification
Certified Ethical Hacker practical>CEH
# education degrees
0* Diploma|Diploma holder|Polytechnic diploma|Diploma in Engineering
0 ITI|ITI certificate|Industrial Training Institute
0* 12th pass|Class 12|HSC|Higher Secondary|10+2|12th|Senior Secondary
1* Bachelor's degree|Bachelors degree|Bachelor degree|Bachelors|Bachelor's|Undergraduate degree|UG degree|Graduate degree holder|Graduation|Any Graduate|Graduate|Four-year degree|4-year degree|College degree|University degree|Degree
1 B.Tech / B.E.|B.Tech|BTech|B Tech|B.E|B.E.|!BE|Bachelor of Technology|Bachelor of Engineering|B.Tech.|BEng|B.Eng
1 B.Sc|BSc|B.Sc.|B Sc|Bachelor of Science|!BS|B.S.
1 B.Com|BCom|B.Com.|B Com|Bachelor of Commerce
1 B.A.|!BA|B.A|Bachelor of Arts
1 BBA|B.B.A|Bachelor of Business Administration|BBM|Bachelor of Business Management
1 BCA|B.C.A|Bachelor of Computer Applications
1 B.Arch|BArch|Bachelor of Architecture
1 B.Pharm|BPharm|B Pharma|B.Pharma|Bachelor of Pharmacy
1 MBBS|Bachelor of Medicine and Bachelor of Surgery
1 BDS|Bachelor of Dental Surgery
1 BAMS|BHMS|BUMS
1 B.Sc Nursing|BSc Nursing|BSN|Bachelor of Science in Nursing|GNM|ANM
1 BPT|Bachelor of Physiotherapy
1 LLB|LL.B|LL.B.|Bachelor of Laws|BA LLB|BBA LLB|B.A. LL.B|Juris Doctor
1 B.Ed|BEd|Bachelor of Education
1 BFA|Bachelor of Fine Arts
1 B.Des|BDes|Bachelor of Design
1 BHM|Bachelor of Hotel Management|BHMCT
1 B.Voc|Bachelor of Vocation
1 BMS|Bachelor of Management Studies
1 BAF|Bachelor of Accounting and Finance
1 BMM|Bachelor of Mass Media|BJMC
2* Master's degree|Masters degree|Master degree|Masters|Master's|Postgraduate degree|Post Graduate|Post Graduation|Postgraduate|PG degree|Graduate degree|Advanced degree
2 M.Tech / M.E.|M.Tech|MTech|M Tech|M.E.|ME degree|Master of Technology|Master of Engineering|MEng
2 M.Sc|MSc|M.Sc.|M Sc|Master of Science|!MS|M.S.
2 M.Com|MCom|M.Com.|Master of Commerce
2 M.A.|!MA|M.A|Master of Arts
2 MBA|M.B.A|M.B.A.|Master of Business Administration|Executive MBA|EMBA|PGDM|PGDBM|PGDBA|PGPM|Post Graduate Diploma in Management
2 MCA|M.C.A|Master of Computer Applications
2 M.Pharm|MPharm|M Pharma|Master of Pharmacy
2 !MD|Doctor of Medicine|MS surgery|DNB
2 MDS|Master of Dental Surgery
2 LL.M|LL.M.|Master of Laws
2 M.Ed|MEd|Master of Education
2 MPH|Master of Public Health
2 MSW|Master of Social Work
2 M.Des|MDes|Master of Design
2 M.Arch|MArch|Master of Architecture
2 MFA|Master of Fine Arts
2 MHA|Master of Hospital Administration|Master of Health Administration
2 MPT|Master of Physiotherapy
2 M.Sc Nursing|MSc Nursing|MSN|Master of Science in Nursing
2 !CA|Chartered Accountant|Chartered Accountancy|CA qualified|Qualified CA|CA Final|ICAI|ACA|FCA
1 CA Inter|CA Intermediate|CA IPCC|Semi-qualified CA|Semi qualified CA|CA dropout|IPCC
2 CMA India|!CMA|ICWA|ICWAI|ICMAI|CMA Final|Cost and Management Accountant
1 CMA Inter|ICWA Inter|CMA Intermediate
2 Company Secretary|ACS|FCS|CS qualified|Qualified CS|ICSI|CS Executive|CS Professional
3* PhD|Ph.D|Ph.D.|Doctorate|Doctoral degree|DPhil|Doctor of Philosophy
`;
