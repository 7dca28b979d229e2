from server.app import app

app.run(host="0.0.0.0", port=8080)
