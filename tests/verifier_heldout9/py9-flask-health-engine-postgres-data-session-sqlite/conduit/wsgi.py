from flask import Flask

from conduit import health, settings
from conduit.models import db
from conduit.views import api

app = Flask(__name__)
app.config.from_object(settings)
db.init_app(app)
app.register_blueprint(api, url_prefix="/api")
app.register_blueprint(health.bp, url_prefix="/api")

with app.app_context():
    health.wait_for_postgres()
    db.create_all()
