from flask import Flask

from src.db import engine
from src.models.article import Base
from src.routes.articles import bp

Base.metadata.create_all(engine)
app = Flask(__name__)
app.register_blueprint(bp)
