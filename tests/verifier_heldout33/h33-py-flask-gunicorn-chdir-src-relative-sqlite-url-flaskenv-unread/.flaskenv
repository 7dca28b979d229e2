FLASK_APP=src/wsgi.py
DATABASE_URL=sqlite:////tmp/conduit-dev.db
