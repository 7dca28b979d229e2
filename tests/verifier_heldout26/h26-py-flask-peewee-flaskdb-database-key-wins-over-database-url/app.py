from flask import Flask
from playhouse.flask_utils import FlaskDB

from config import Config

app = Flask(__name__)
app.config.from_object(Config)

db_wrapper = FlaskDB(app)

from models import Article, Favorite, Follow, Tag, User  # noqa: E402

with app.app_context():
    db_wrapper.database.create_tables([User, Follow, Tag, Article, Favorite], safe=True)

import views  # noqa: E402,F401
