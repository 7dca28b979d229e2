import uvicorn


def main() -> None:
    uvicorn.run("conduit.main:app", host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
