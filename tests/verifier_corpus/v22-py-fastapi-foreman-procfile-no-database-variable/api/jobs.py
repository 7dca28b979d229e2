import time

if __name__ == "__main__":
    while True:
        time.sleep(60)
