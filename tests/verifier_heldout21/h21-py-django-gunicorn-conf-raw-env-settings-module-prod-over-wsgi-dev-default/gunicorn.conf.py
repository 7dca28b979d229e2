bind = "0.0.0.0:8080"
workers = 2
timeout = 60
raw_env = ["DJANGO_SETTINGS_MODULE=conduit.settings.prod"]
