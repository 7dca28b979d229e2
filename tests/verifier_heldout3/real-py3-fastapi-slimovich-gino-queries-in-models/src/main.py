from src.core import manage

if __name__ == "__main__":
    manage.run_server()
