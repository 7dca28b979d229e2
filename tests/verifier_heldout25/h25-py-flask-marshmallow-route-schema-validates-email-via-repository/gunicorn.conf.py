bind = "0.0.0.0:8080"
workers = 2
accesslog = "-"
timeout = 30
