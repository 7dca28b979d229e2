"""SQLAlchemy access to the tables Django's migrations created."""
from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.ext.automap import automap_base
from sqlalchemy.orm import sessionmaker

engine = create_engine(f"sqlite:///{settings.DATABASES['default']['NAME']}")
Base = automap_base()
Base.prepare(autoload_with=engine)

Author = Base.classes.authors
Tag = Base.classes.tags
Session = sessionmaker(engine)
