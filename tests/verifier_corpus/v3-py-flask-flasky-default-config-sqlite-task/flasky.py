import os
from dotenv import load_dotenv

dotenv_path = os.path.join(os.path.dirname(__file__), '.env')
if os.path.exists(dotenv_path):
    load_dotenv(dotenv_path)

import click
from flask_migrate import Migrate, upgrade
from app import create_app, db
from app.models import Tag

app = create_app(os.getenv('FLASK_CONFIG') or 'default')
migrate = Migrate(app, db)


@app.shell_context_processor
def make_shell_context():
    return dict(db=db, Tag=Tag)


@app.cli.command()
def deploy():
    """Run deployment tasks."""
    db.create_all()
