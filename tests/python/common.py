"""What the Python tests share: bindings/python/ on the module path (the
package as it is in the source tree) and one way to fail."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)
