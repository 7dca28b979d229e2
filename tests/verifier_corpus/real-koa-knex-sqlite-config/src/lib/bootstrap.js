require("dotenv").config()
require("./env")
require("config")
