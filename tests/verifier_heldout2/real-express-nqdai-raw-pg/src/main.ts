import dotenv from 'dotenv'
dotenv.config()

import './infastructure/database'
import './application'