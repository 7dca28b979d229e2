from flask import Flask

from api import register
from dao.connection import init_schema

app = Flask(__name__)
init_schema()
register(app)
