from utils.settings import settings


def main():
    print(settings.host)


if __name__ == "__main__":
    main()
